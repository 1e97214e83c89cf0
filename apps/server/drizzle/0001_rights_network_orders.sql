CREATE TABLE "coupon_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"action" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text DEFAULT '' NOT NULL,
	"ref_id" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"code" text NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"source" text NOT NULL,
	"policy_id" uuid,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"weekdays" jsonb,
	"hour_from" smallint,
	"hour_to" smallint,
	"store_ids" jsonb,
	"quantity" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"face_value" integer,
	"plate_number" text,
	"transferable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"plate_number" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policies_policy_no_unique" UNIQUE("policy_no")
);
--> statement-breakpoint
CREATE TABLE "service_catalogue" (
	"service_type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"show_name" text NOT NULL,
	"show_name_en" text NOT NULL,
	"module" text NOT NULL,
	"jump_type" text DEFAULT '1' NOT NULL,
	"jump_url" text DEFAULT '' NOT NULL,
	"wechat_only" boolean DEFAULT false NOT NULL,
	"vip_only" boolean DEFAULT false NOT NULL,
	"branch_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"usage_notes" text DEFAULT '' NOT NULL,
	"usage_notes_en" text DEFAULT '' NOT NULL,
	"transferable" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"account_customer_id" uuid NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_account_customer_id_unique" UNIQUE("account_customer_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"sn_code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"address" text NOT NULL,
	"address_en" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"branch_code" text NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"service_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"open_hours" text DEFAULT '08:30-20:00' NOT NULL,
	"rating" double precision DEFAULT 4.8 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "stores_sn_code_unique" UNIQUE("sn_code")
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"primary_check" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"business_type" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"coupon_id" uuid,
	"coupon_uses" integer DEFAULT 1 NOT NULL,
	"store_id" uuid,
	"plate_number" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_mobile_sealed" text DEFAULT '' NOT NULL,
	"appointment_at" timestamp with time zone,
	"location_sealed" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "coupon_events" ADD CONSTRAINT "coupon_events_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_service_type_service_catalogue_service_type_fk" FOREIGN KEY ("service_type") REFERENCES "public"."service_catalogue"("service_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_account_customer_id_customers_id_fk" FOREIGN KEY ("account_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_events_coupon" ON "coupon_events" USING btree ("coupon_id","at");--> statement-breakpoint
CREATE INDEX "coupons_owner_state" ON "coupons" USING btree ("customer_id","state");--> statement-breakpoint
CREATE INDEX "coupons_owner_type" ON "coupons" USING btree ("customer_id","service_type");--> statement-breakpoint
CREATE INDEX "stores_branch" ON "stores" USING btree ("branch_code");--> statement-breakpoint
CREATE INDEX "order_history_order" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_customer_status" ON "orders" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "orders_store" ON "orders" USING btree ("store_id");