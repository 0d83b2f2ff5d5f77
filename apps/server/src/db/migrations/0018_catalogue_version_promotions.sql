-- Cached catalogue answers (docs/decisions/023-catalogue-answer-cache.md) now show live promotions (the list's
-- badge, the menu's offers): writing a promotion raises the catalogue version like a venue, dish or menu section.
CREATE TRIGGER "promotions_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions"
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_version();
