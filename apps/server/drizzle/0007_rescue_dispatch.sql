CREATE TABLE "rescue_dispatch_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispatch_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rescue_dispatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub_ticket_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"company_name" text NOT NULL,
	"rescuer_id" uuid,
	"vehicle_no" text,
	"eta_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "rescue_dispatches_sub_ticket_id_unique" UNIQUE("sub_ticket_id")
);
--> statement-breakpoint
CREATE TABLE "rescue_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"created_by_rescuer_id" uuid,
	"mobile_sealed" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"place_sealed" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rescue_requests" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"fault_type" text NOT NULL,
	"place_sealed" text NOT NULL,
	"masked_address" text NOT NULL,
	"city_name" text DEFAULT '' NOT NULL,
	"destination_address" text DEFAULT '' NOT NULL,
	"destination_lng" double precision,
	"destination_lat" double precision,
	"load_info" text DEFAULT '' NOT NULL,
	"appointment_at" timestamp with time zone,
	"on_highway" boolean DEFAULT false NOT NULL,
	"free_tow_km" integer DEFAULT 0 NOT NULL,
	"last_urged_at" timestamp with time zone,
	"urge_count" integer DEFAULT 0 NOT NULL,
	"escalated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rescue_track_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"vehicle_no" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rescuers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"mobile_sealed" text NOT NULL,
	"company_name" text NOT NULL,
	"company_name_en" text DEFAULT '' NOT NULL,
	"branch_code" text DEFAULT '' NOT NULL,
	"channel_id" text DEFAULT 'RESCUE_APP' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rescuers_login_name_unique" UNIQUE("login_name")
);
--> statement-breakpoint
CREATE TABLE "tow_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_no" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"company_name" text NOT NULL,
	"bound_rescuer_id" uuid,
	"bound_at" timestamp with time zone,
	"last_lng" double precision,
	"last_lat" double precision,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "tow_vehicles_vehicle_no_unique" UNIQUE("vehicle_no")
);
--> statement-breakpoint
ALTER TABLE "rescue_dispatch_events" ADD CONSTRAINT "rescue_dispatch_events_dispatch_id_rescue_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."rescue_dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_dispatches" ADD CONSTRAINT "rescue_dispatches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_dispatches" ADD CONSTRAINT "rescue_dispatches_rescuer_id_rescuers_id_fk" FOREIGN KEY ("rescuer_id") REFERENCES "public"."rescuers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_link_codes" ADD CONSTRAINT "rescue_link_codes_created_by_rescuer_id_rescuers_id_fk" FOREIGN KEY ("created_by_rescuer_id") REFERENCES "public"."rescuers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_requests" ADD CONSTRAINT "rescue_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_track_points" ADD CONSTRAINT "rescue_track_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tow_vehicles" ADD CONSTRAINT "tow_vehicles_bound_rescuer_id_rescuers_id_fk" FOREIGN KEY ("bound_rescuer_id") REFERENCES "public"."rescuers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rescue_dispatch_events_dispatch" ON "rescue_dispatch_events" USING btree ("dispatch_id","at");--> statement-breakpoint
CREATE INDEX "rescue_dispatches_order" ON "rescue_dispatches" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "rescue_dispatches_rescuer" ON "rescue_dispatches" USING btree ("rescuer_id","status");--> statement-breakpoint
CREATE INDEX "rescue_dispatches_status" ON "rescue_dispatches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "rescue_track_points_order" ON "rescue_track_points" USING btree ("order_id","at");