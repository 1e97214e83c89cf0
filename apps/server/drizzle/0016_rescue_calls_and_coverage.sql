CREATE TABLE "rescue_call_bindings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"dispatch_id" uuid NOT NULL,
	"rescuer_id" uuid,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"relay_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_catalogue" ADD COLUMN "free_tow_km" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rescue_call_bindings" ADD CONSTRAINT "rescue_call_bindings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_call_bindings" ADD CONSTRAINT "rescue_call_bindings_dispatch_id_rescue_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."rescue_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_call_bindings" ADD CONSTRAINT "rescue_call_bindings_rescuer_id_rescuers_id_fk" FOREIGN KEY ("rescuer_id") REFERENCES "public"."rescuers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rescue_call_bindings_dispatch" ON "rescue_call_bindings" USING btree ("dispatch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rescue_call_bindings_open_relay" ON "rescue_call_bindings" USING btree ("relay_number") WHERE "rescue_call_bindings"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "rescue_call_bindings_order" ON "rescue_call_bindings" USING btree ("order_id");--> statement-breakpoint
-- The roadside-rescue right's free towing distance, as its description promises (issue 20).
UPDATE "service_catalogue" SET "free_tow_km" = 300 WHERE "service_type" = '1';
--> statement-breakpoint
-- Designated driving can be booked for now as well as later (issue 20): its time field offers "now".
UPDATE "service_types" SET
  "description" = jsonb_set("description", '{fields}', (
    SELECT jsonb_agg(CASE WHEN f->>'kind' = 'timeSlot' THEN f || '{"allowNow": true}'::jsonb ELSE f END ORDER BY i)
    FROM jsonb_array_elements("description"->'fields') WITH ORDINALITY AS e(f, i)
  )),
  "version" = "version" + 1
WHERE "code" = 'designatedDriver';
