CREATE TABLE "gift_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"service_type" text NOT NULL,
	"items" jsonb NOT NULL,
	"for_customer_id" uuid,
	"state" text DEFAULT 'open' NOT NULL,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"gift_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"state" text DEFAULT 'done' NOT NULL,
	"coupon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exchanged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"service_type" text NOT NULL,
	"category" text DEFAULT 'service' NOT NULL,
	"point_price" integer NOT NULL,
	"stock" integer NOT NULL,
	"limit_per_customer" integer DEFAULT 1 NOT NULL,
	"items" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_for_customer_id_customers_id_fk" FOREIGN KEY ("for_customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_accepted_by_customers_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_exchanges" ADD CONSTRAINT "gift_exchanges_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_exchanges" ADD CONSTRAINT "gift_exchanges_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_exchanges_once" ON "gift_exchanges" USING btree ("customer_id","gift_id");--> statement-breakpoint
CREATE INDEX "gift_exchanges_customer_at" ON "gift_exchanges" USING btree ("customer_id","exchanged_at");