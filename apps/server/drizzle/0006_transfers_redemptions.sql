CREATE TABLE "transfer_items" (
	"transfer_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_code" text NOT NULL,
	"giver_id" uuid NOT NULL,
	"receiver_id" uuid,
	"recipient_mobile_index" text,
	"state" text DEFAULT 'giving' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_share_code_unique" UNIQUE("share_code")
);
--> statement-breakpoint
CREATE TABLE "merchant_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"redemption_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"order_id" uuid,
	"customer_id" uuid NOT NULL,
	"ticket_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"count" integer NOT NULL,
	"state" text DEFAULT 'redeemed' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"undo_reason" text DEFAULT '' NOT NULL,
	"settlement_fen" integer DEFAULT 0 NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_giver_id_customers_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_receiver_id_customers_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_photos" ADD CONSTRAINT "merchant_photos_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_photos" ADD CONSTRAINT "merchant_photos_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_items_pk" ON "transfer_items" USING btree ("transfer_id","coupon_id");--> statement-breakpoint
CREATE INDEX "transfer_items_coupon" ON "transfer_items" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "transfers_giver" ON "transfers" USING btree ("giver_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_receiver" ON "transfers" USING btree ("receiver_id","claimed_at");--> statement-breakpoint
CREATE INDEX "transfers_state_expiry" ON "transfers" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "merchant_photos_redemption" ON "merchant_photos" USING btree ("redemption_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_idempotency" ON "redemptions" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "redemptions_merchant_state" ON "redemptions" USING btree ("merchant_id","state","redeemed_at");--> statement-breakpoint
CREATE INDEX "redemptions_store_day" ON "redemptions" USING btree ("store_id","redeemed_at");