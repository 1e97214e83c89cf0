CREATE TABLE "rescue_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"dispatch_id" uuid NOT NULL,
	"rescuer_id" uuid,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_sign_ins" (
	"customer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_sign_ins_customer_id_day_pk" PRIMARY KEY("customer_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_id" uuid,
	"operator_account" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_hash" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"operator_id" uuid,
	"rows" integer NOT NULL,
	"granted" integer NOT NULL,
	"rejected" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_import_batches_file_hash_unique" UNIQUE("file_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_account_unique" UNIQUE("account")
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"car_number" text NOT NULL,
	"service_type" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"quote_fen" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "related_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mobile_sealed" text NOT NULL,
	"id_type" text DEFAULT '1' NOT NULL,
	"id_number_sealed" text NOT NULL,
	"id_number_index" text NOT NULL,
	"relation" text NOT NULL,
	"photo_content_type" text,
	"photo_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"code" text PRIMARY KEY NOT NULL,
	"service_type" text NOT NULL,
	"description" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"bucket" smallint NOT NULL,
	"customer_id" uuid,
	"coupon_id" uuid,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid,
	"service_type" text NOT NULL,
	"coupon_name" text NOT NULL,
	"coupon_name_en" text NOT NULL,
	"face_value" integer,
	"valid_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_companies" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rescue_dispatches" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rescue_requests" ADD COLUMN "meeting_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rescue_requests" ADD COLUMN "meeting_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rescue_requests" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "rescue_requests" ADD COLUMN "outcome_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rescue_requests" ADD COLUMN "share_code_hash" text;--> statement-breakpoint
ALTER TABLE "rescuers" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tow_vehicles" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rescue_photos" ADD CONSTRAINT "rescue_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_photos" ADD CONSTRAINT "rescue_photos_dispatch_id_rescue_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."rescue_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_photos" ADD CONSTRAINT "rescue_photos_rescuer_id_rescuers_id_fk" FOREIGN KEY ("rescuer_id") REFERENCES "public"."rescuers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sign_ins" ADD CONSTRAINT "daily_sign_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_images" ADD CONSTRAINT "order_images_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_images" ADD CONSTRAINT "order_images_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_import_batches" ADD CONSTRAINT "coupon_import_batches_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_persons" ADD CONSTRAINT "related_persons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_types" ADD CONSTRAINT "service_types_service_type_service_catalogue_service_type_fk" FOREIGN KEY ("service_type") REFERENCES "public"."service_catalogue"("service_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_slots" ADD CONSTRAINT "campaign_slots_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_slots" ADD CONSTRAINT "campaign_slots_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_slots" ADD CONSTRAINT "campaign_slots_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_service_type_service_catalogue_service_type_fk" FOREIGN KEY ("service_type") REFERENCES "public"."service_catalogue"("service_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rescue_photos_order" ON "rescue_photos" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_images_customer" ON "order_images" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_images_order" ON "order_images" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_object" ON "audit_log" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "inquiries_customer" ON "inquiries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "related_persons_customer_id_number" ON "related_persons" USING btree ("customer_id","id_number_index");--> statement-breakpoint
CREATE INDEX "related_persons_customer" ON "related_persons" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "campaign_slots_free" ON "campaign_slots" USING btree ("campaign_id","bucket") WHERE "campaign_slots"."customer_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_slots_one_per_customer" ON "campaign_slots" USING btree ("campaign_id","customer_id");--> statement-breakpoint
CREATE INDEX "feedback_reports_state" ON "feedback_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "rescue_dispatches_offer_expiry" ON "rescue_dispatches" USING btree ("status","offer_expires_at");--> statement-breakpoint
ALTER TABLE "rescue_requests" ADD CONSTRAINT "rescue_requests_share_code_hash_unique" UNIQUE("share_code_hash");