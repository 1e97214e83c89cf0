CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"content_html_en" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"rules_en" text DEFAULT '' NOT NULL,
	"jump_url" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"banner_sort" integer,
	"banner_image_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"int_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"content_html_en" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"source_en" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"contact_mobile_sealed" text,
	"image_ids" text[] DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"policy_version" text NOT NULL,
	"channel" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_report_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"requester_ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"screenshot" text,
	"screenshot_bytes" integer DEFAULT 0 NOT NULL,
	"screen_h" integer NOT NULL,
	"screen_w" integer NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"error_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_message" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"error_time_stamp" bigint NOT NULL,
	"page_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"event" text DEFAULT '' NOT NULL,
	"pid" text DEFAULT '' NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grantor_id" uuid NOT NULL,
	"grantee_id" uuid,
	"grantee_name" text NOT NULL,
	"grantee_mobile_sealed" text NOT NULL,
	"grantee_mobile_index" text NOT NULL,
	"grantee_id_type" text DEFAULT '1' NOT NULL,
	"grantee_id_number_sealed" text NOT NULL,
	"plate_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_grantor_id_customers_id_fk" FOREIGN KEY ("grantor_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_grantee_id_customers_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_start" ON "activities" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "news_published" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "suggestions_customer" ON "suggestions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_records_customer" ON "consent_records" USING btree ("customer_id","purpose","at");--> statement-breakpoint
CREATE INDEX "feedback_reports_customer" ON "feedback_reports" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_event" ON "analytics_events" USING btree ("event","event_at");--> statement-breakpoint
CREATE INDEX "authorizations_grantor" ON "authorizations" USING btree ("grantor_id");--> statement-breakpoint
CREATE INDEX "authorizations_grantee" ON "authorizations" USING btree ("grantee_id");--> statement-breakpoint
CREATE INDEX "authorizations_grantee_mobile" ON "authorizations" USING btree ("grantee_mobile_index");