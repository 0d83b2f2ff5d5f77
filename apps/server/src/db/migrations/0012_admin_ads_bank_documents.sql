CREATE TYPE "public"."ad_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"party" text NOT NULL,
	"party_id" text NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_party_party_id_pk" PRIMARY KEY("party","party_id")
);
--> statement-breakpoint
CREATE TABLE "driver_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_documents_path_uq" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "restaurant_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_ads" ADD COLUMN "status" "ad_status" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_ads" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "restaurant_ads" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "restaurant_ads" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "restaurant_ads" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_documents" ADD CONSTRAINT "driver_documents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_documents_user_idx" ON "driver_documents" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "driver_documents"."size" is not null;--> statement-breakpoint
ALTER TABLE "restaurant_ads" ADD CONSTRAINT "restaurant_ads_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_ads" ADD CONSTRAINT "restaurant_ads_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_ads_status_created_idx" ON "restaurant_ads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "restaurant_ads_restaurant_idx" ON "restaurant_ads" USING btree ("restaurant_id");