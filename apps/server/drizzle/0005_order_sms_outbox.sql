CREATE TABLE "order_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"image_ids" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile_sealed" text NOT NULL,
	"mobile_index" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"customer_id" uuid,
	"order_id" uuid,
	"link_sid_hash" text,
	"code_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_link_sid_hash_unique" UNIQUE("link_sid_hash")
);
--> statement-breakpoint
ALTER TABLE "order_questions" ADD CONSTRAINT "order_questions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_questions" ADD CONSTRAINT "order_questions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_questions_order" ON "order_questions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile" ON "sms_outbox" USING btree ("mobile_index","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created" ON "sms_outbox" USING btree ("created_at");