// The catalogue version (migration 0015): raised by every statement that writes a venue, a dish or a menu
// section, read by the catalogue answer cache (docs/decisions/023-catalogue-answer-cache.md).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogueVersion } from '../../db/schema/index.ts';

export function createCatalogueVersionRepository(db: DbOrTx) {
  // Prepared once: a named statement on PostgreSQL (planned once per connection), a ready query on PGlite.
  const read = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('catalogue_version');
  return {
    /** The current version (0 before the first write). */
    async current(): Promise<number> {
      const [row] = await read.execute();
      return row?.version ?? 0;
    },
  };
}
export type CatalogueVersionRepository = ReturnType<typeof createCatalogueVersionRepository>;
