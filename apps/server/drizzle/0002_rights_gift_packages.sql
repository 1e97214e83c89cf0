CREATE TABLE "customer_gift_packages" (
	"customer_id" uuid NOT NULL,
	"package_id" text NOT NULL,
	"state" text DEFAULT 'toClaim' NOT NULL,
	"claimed_at" timestamp with time zone,
	"plate_number" text,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_gift_packages_customer_id_package_id_pk" PRIMARY KEY("customer_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "gift_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"items" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_gift_packages" ADD CONSTRAINT "customer_gift_packages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_gift_packages" ADD CONSTRAINT "customer_gift_packages_package_id_gift_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."gift_packages"("id") ON DELETE no action ON UPDATE no action;