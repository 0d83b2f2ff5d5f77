-- Category names are unique per venue whatever their case (docs/decisions/044-limits-in-one-statement-or-lock.md).
-- Names that differ only in case (possible before this index, from parallel saves or adopted item categories) merge
-- into the first of them in the owner's order: its items move over with its name, then the others go.
WITH ranked AS (
  SELECT "id",
    first_value("id") OVER w AS "keep",
    first_value("name") OVER w AS "keep_name"
  FROM "menu_categories"
  WINDOW w AS (PARTITION BY "restaurant_id", lower("name") ORDER BY "sort_order", "created_at", "id")
)
UPDATE "menu_items" m SET "category_id" = r."keep", "category" = r."keep_name"
FROM ranked r WHERE m."category_id" = r."id" AND r."id" <> r."keep";--> statement-breakpoint
WITH ranked AS (
  SELECT "id", first_value("id") OVER (
    PARTITION BY "restaurant_id", lower("name") ORDER BY "sort_order", "created_at", "id"
  ) AS "keep"
  FROM "menu_categories"
)
DELETE FROM "menu_categories" c USING ranked r WHERE c."id" = r."id" AND r."id" <> r."keep";--> statement-breakpoint
ALTER TABLE "menu_categories" DROP CONSTRAINT "menu_categories_restaurant_name_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "menu_categories_restaurant_lower_name_uq" ON "menu_categories" USING btree ("restaurant_id",lower("name"));
