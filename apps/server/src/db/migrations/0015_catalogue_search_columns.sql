CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(f_unaccent("name"))) STORED;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "search_description" text GENERATED ALWAYS AS (lower(f_unaccent("description"))) STORED;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(f_unaccent("name"))) STORED;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "search_cuisine" text GENERATED ALWAYS AS (lower(f_unaccent("cuisine_type"))) STORED;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "search_description" text GENERATED ALWAYS AS (lower(f_unaccent("description"))) STORED;--> statement-breakpoint
CREATE INDEX "menu_items_search_name_idx" ON "menu_items" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menu_items_search_description_idx" ON "menu_items" USING gin ("search_description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_search_name_idx" ON "restaurants" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_search_cuisine_idx" ON "restaurants" USING gin ("search_cuisine" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_search_description_idx" ON "restaurants" USING gin ("search_description" gin_trgm_ops);--> statement-breakpoint
-- The expression indexes of migration 0001 are replaced by the indexes on the stored columns above.
DROP INDEX IF EXISTS "restaurants_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "restaurants_cuisine_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "restaurants_description_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "menu_items_name_search_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "menu_items_description_search_idx";--> statement-breakpoint
-- The catalogue version (docs/decisions/023-catalogue-answer-cache.md): every statement that writes a venue, a
-- dish or a menu section raises it in the writer's own transaction, so a reader sees the new version exactly when
-- it can see the new rows. BEFORE ... FOR EACH STATEMENT: the version row is locked before any catalogue row of
-- the statement, so two writers always lock in the same order (no deadlock between them).
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
BEGIN
  UPDATE public.catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$func$;--> statement-breakpoint
CREATE TRIGGER "restaurants_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "restaurants"
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER "menu_items_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_items"
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER "menu_categories_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_version();
