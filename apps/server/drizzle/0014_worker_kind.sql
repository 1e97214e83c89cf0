ALTER TABLE "rescuers" ADD COLUMN "kind" text DEFAULT 'tow' NOT NULL;--> statement-breakpoint
ALTER TABLE "rescuers" ADD COLUMN "job_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Until now a worker of a company without tow vehicles was taken for a designated driver; keep that reading for existing rows.
UPDATE "rescuers" SET "kind" = 'driver' WHERE NOT EXISTS (SELECT 1 FROM "tow_vehicles" v WHERE v."company_name" = "rescuers"."company_name");
