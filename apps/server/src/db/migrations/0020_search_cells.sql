-- Search near a point (docs/decisions/035-search-near-index.md): venues and their dishes carry the 0.2° grid cell of
-- the venue's pin, and one GIN index per searched field covers (cell, trigrams), so a search near a point reads
-- from the index only the matches in the cells of the venues that reach it (not every match in the country, nor
-- every dish of the nearby venues). Kept PostgreSQL-15-compatible; PGlite loads btree_gin in db/client.ts.

-- btree_gin: the integer operator class that lets a GIN index hold the cell beside the trigrams (trusted, PG 13+).
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
--> statement-breakpoint
-- The cell of a pin: 0.2° of latitude by 0.2° of longitude (about 22 × 20 km in South Africa), −1 without a pin
-- (unpinned venues are reachable from everywhere). Only ever compared with itself, so float rounding at a cell edge
-- does not matter: every cell comes from this one function on the stored coordinates.
CREATE OR REPLACE FUNCTION public.search_cell(latitude double precision, longitude double precision) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $func$SELECT CASE WHEN latitude IS NULL OR longitude IS NULL THEN -1
    ELSE floor((latitude + 90) / 0.2)::integer * 2000 + floor((longitude + 180) / 0.2)::integer END$func$;
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "search_cell" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "search_cell" integer GENERATED ALWAYS AS (search_cell("latitude", "longitude")) STORED;--> statement-breakpoint
UPDATE "menu_items" m SET "search_cell" = r."search_cell" FROM "restaurants" r WHERE r."id" = m."restaurant_id";--> statement-breakpoint
-- A dish takes its venue's cell on insert and whenever its venue (or its cell) is written; a venue whose pin moves to
-- another cell rewrites its dishes' cells in the same transaction.
CREATE OR REPLACE FUNCTION public.menu_item_search_cell() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
BEGIN
  NEW.search_cell := (SELECT r.search_cell FROM public.restaurants r WHERE r.id = NEW.restaurant_id);
  RETURN NEW;
END
$func$;--> statement-breakpoint
CREATE TRIGGER "menu_items_search_cell" BEFORE INSERT OR UPDATE OF "restaurant_id", "search_cell" ON "menu_items"
  FOR EACH ROW EXECUTE FUNCTION public.menu_item_search_cell();--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.restaurant_search_cell_moved() RETURNS trigger
  LANGUAGE plpgsql
  AS $func$
BEGIN
  UPDATE public.menu_items SET search_cell = NEW.search_cell WHERE restaurant_id = NEW.id;
  RETURN NULL;
END
$func$;--> statement-breakpoint
CREATE TRIGGER "restaurants_search_cell_moved" AFTER UPDATE OF "latitude", "longitude" ON "restaurants"
  FOR EACH ROW WHEN (OLD.search_cell IS DISTINCT FROM NEW.search_cell)
  EXECUTE FUNCTION public.restaurant_search_cell_moved();--> statement-breakpoint
CREATE INDEX "menu_items_search_cell_name_idx" ON "menu_items" USING gin ("search_cell","search_name" gin_trgm_ops) WHERE "menu_items"."is_available";--> statement-breakpoint
CREATE INDEX "menu_items_search_cell_description_idx" ON "menu_items" USING gin ("search_cell","search_description" gin_trgm_ops) WHERE "menu_items"."is_available";--> statement-breakpoint
CREATE INDEX "restaurants_search_cell_name_idx" ON "restaurants" USING gin ("search_cell","search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_search_cell_cuisine_idx" ON "restaurants" USING gin ("search_cell","search_cuisine" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_search_cell_description_idx" ON "restaurants" USING gin ("search_cell","search_description" gin_trgm_ops);
