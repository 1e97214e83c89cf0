CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"login_channel" text DEFAULT '0' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handoff_uses" (
	"channel_id" text NOT NULL,
	"jti" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "handoff_uses_channel_id_jti_pk" PRIMARY KEY("channel_id","jti")
);
--> statement-breakpoint
CREATE TABLE "branch_companies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_branches" (
	"customer_id" uuid NOT NULL,
	"branch_code" text NOT NULL,
	CONSTRAINT "customer_branches_customer_id_branch_code_pk" PRIMARY KEY("customer_id","branch_code")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pid" text NOT NULL,
	"cust_name" text NOT NULL,
	"mobile_sealed" text NOT NULL,
	"mobile_index" text NOT NULL,
	"id_type_code" text DEFAULT '1' NOT NULL,
	"id_number_sealed" text,
	"id_number_index" text,
	"vin_sealed" text,
	"plate_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_plate" text DEFAULT '' NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"degree" text DEFAULT '' NOT NULL,
	"degree_code" text DEFAULT '' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remain_point" integer DEFAULT 0 NOT NULL,
	"union_id" text DEFAULT '' NOT NULL,
	"openeid" text DEFAULT '' NOT NULL,
	"push_id" text DEFAULT '' NOT NULL,
	"branch_company_code" text DEFAULT '' NOT NULL,
	"is_verify" text DEFAULT 'N' NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"landing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_pid_unique" UNIQUE("pid")
);
--> statement-breakpoint
CREATE TABLE "id_card_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"remark1" text,
	"remark2" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid,
	"rescuer_id" text,
	"channel_id" text NOT NULL,
	"acting_customer_id" uuid,
	"branch_code" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"public_secret" text,
	"submit_public_key" text NOT NULL,
	"submit_private_key_sealed" text NOT NULL,
	"read_public_key" text NOT NULL,
	"read_private_key_sealed" text NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "used_nonces" (
	"session_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "used_nonces_session_id_nonce_pk" PRIMARY KEY("session_id","nonce")
);
--> statement-breakpoint
ALTER TABLE "handoff_uses" ADD CONSTRAINT "handoff_uses_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_branches" ADD CONSTRAINT "customer_branches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_branches" ADD CONSTRAINT "customer_branches_branch_code_branch_companies_code_fk" FOREIGN KEY ("branch_code") REFERENCES "public"."branch_companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_customer_id_customers_id_fk" FOREIGN KEY ("acting_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "used_nonces" ADD CONSTRAINT "used_nonces_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_mobile_index" ON "customers" USING btree ("mobile_index");--> statement-breakpoint
CREATE INDEX "sessions_customer" ON "sessions" USING btree ("customer_id");