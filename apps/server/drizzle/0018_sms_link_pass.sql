ALTER TABLE "login_codes" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope_order_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "link_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_scope_order_id_orders_id_fk" FOREIGN KEY ("scope_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;