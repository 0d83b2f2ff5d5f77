-- Search (GET /api/search): case- and accent-insensitive, typo-tolerant matching of restaurants and dishes.
-- Both extensions are "trusted" (PostgreSQL 13+), so a database owner without superuser may create them;
-- the embedded PGlite loads them in db/client.ts. Kept PostgreSQL-15-compatible.

-- Trigram similarity (similarity, word_similarity, the <% operator) and the gin_trgm_ops index class.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
-- Accent folding ('Crème brûlée' → 'Creme brulee') so 'creme brulee' and 'cafe' find their accented names.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index expression.
-- This wrapper names the dictionary explicitly and schema-qualifies both, which makes it safe to declare
-- IMMUTABLE and independent of search_path; the indexes below and the search queries both call it.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $func$SELECT public.unaccent('public.unaccent'::regdictionary, $1)$func$;
--> statement-breakpoint
-- Search matches restaurant names with LIKE '%term%' and term <% name on the folded name; this index serves both.
CREATE INDEX IF NOT EXISTS "restaurants_name_search_idx" ON "restaurants" USING gin (lower(f_unaccent("name")) gin_trgm_ops);
--> statement-breakpoint
-- Search matches cuisines the same way ('sushi' finds a restaurant whose cuisine_type is 'Sushi').
CREATE INDEX IF NOT EXISTS "restaurants_cuisine_search_idx" ON "restaurants" USING gin (lower(f_unaccent("cuisine_type")) gin_trgm_ops);
--> statement-breakpoint
-- Search also matches restaurant descriptions. The search query ORs the name, cuisine and description matches;
-- PostgreSQL can only combine indexes for an OR (BitmapOr) when every branch is indexed, so without this
-- index the two above would never be used and every search would read the whole table.
CREATE INDEX IF NOT EXISTS "restaurants_description_search_idx" ON "restaurants" USING gin (lower(f_unaccent("description")) gin_trgm_ops);
--> statement-breakpoint
-- Search finds dishes by name ('bunny chw' finds 'Bunny Chow'); menu_items is the largest searched table.
CREATE INDEX IF NOT EXISTS "menu_items_name_search_idx" ON "menu_items" USING gin (lower(f_unaccent("name")) gin_trgm_ops);
--> statement-breakpoint
-- Dish descriptions are searched too; needed for the same BitmapOr reason as restaurants_description_search_idx.
CREATE INDEX IF NOT EXISTS "menu_items_description_search_idx" ON "menu_items" USING gin (lower(f_unaccent("description")) gin_trgm_ops);
