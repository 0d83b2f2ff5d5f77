import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menuCategories, menuItems, restaurantApplications, restaurants } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/** Category names are unique per venue in any case (migration 0021). */
const CATEGORY_NAME_INDEX = 'menu_categories_restaurant_lower_name_uq';

export type VenueRecord = typeof restaurants.$inferSelect;
export type VenueUpdate = Partial<
  Pick<
    typeof restaurants.$inferInsert,
    | 'name'
    | 'cuisineType'
    | 'description'
    | 'phone'
    | 'address'
    | 'latitude'
    | 'longitude'
    | 'serviceRadiusKm'
    | 'estimatedDeliveryTime'
    | 'logoUrl'
    | 'coverImageUrl'
    | 'openingHours'
    | 'closedDates'
    | 'pausedUntil'
    | 'isOpen'
    | 'loadShedding'
    | 'schedulingEnabled'
    | 'schedulingLeadMinutes'
    | 'offersCollection'
  >
>;
export type CategoryRecord = typeof menuCategories.$inferSelect;
export type AdminItemRecord = typeof menuItems.$inferSelect;
export type ItemWrite = Partial<
  Pick<
    typeof menuItems.$inferInsert,
    | 'name'
    | 'description'
    | 'priceCents'
    | 'preparationTime'
    | 'categoryId'
    | 'category'
    | 'isAvailable'
    | 'cooksWithoutPower'
    | 'soldOutUntil'
    | 'imageUrl'
    | 'sortOrder'
  >
>;

/** The owner's venue and its menu, always addressed by (venue id, object id) so one venue never reaches another's. */
export function createVenuesRepository(db: DbOrTx) {
  return {
    async findVenue(id: string): Promise<VenueRecord | undefined> {
      const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
      return row;
    },
    async updateVenue(id: string, set: VenueUpdate, now: Date): Promise<VenueRecord> {
      const [row] = await db
        .update(restaurants)
        .set({ ...set, updatedAt: now })
        .where(eq(restaurants.id, id))
        .returning();
      return row!;
    },
    /** Marks the venue live: active, with the first go-live instant kept. */
    async goLive(id: string, now: Date): Promise<VenueRecord> {
      const [row] = await db
        .update(restaurants)
        .set({ isActive: true, wentLiveAt: sql`coalesce(${restaurants.wentLiveAt}, ${now})`, updatedAt: now })
        .where(eq(restaurants.id, id))
        .returning();
      return row!;
    },
    /**
     * The venue's suspension, if any (docs/decisions/049-suspension-wins.md): an admin suspended the venue (its
     * reason and time), or the application behind it (its decision reason and time). Null when neither.
     */
    async suspensionOf(restaurantId: string): Promise<{ reason: string; since: Date } | null> {
      const [venue] = await db
        .select({ at: restaurants.suspendedAt, reason: restaurants.suspendedReason })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .limit(1);
      if (venue?.at) return { reason: venue.reason ?? '', since: venue.at };
      const [app] = await db
        .select({ reason: restaurantApplications.decisionReason, at: restaurantApplications.decidedAt })
        .from(restaurantApplications)
        .where(
          and(
            eq(restaurantApplications.restaurantId, restaurantId),
            eq(restaurantApplications.status, 'suspended'),
          ),
        )
        .limit(1);
      return app ? { reason: app.reason ?? '', since: app.at ?? new Date(0) } : null;
    },
    /** Items switched on (a sold-out-today item still counts: it is back tomorrow). */
    async countAvailableItems(restaurantId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.isAvailable, true)));
      return Number(row?.n ?? 0);
    },

    listCategories(restaurantId: string) {
      return db
        .select({
          id: menuCategories.id,
          name: menuCategories.name,
          sortOrder: menuCategories.sortOrder,
          // Spelled out: inside a select list Drizzle would leave the outer column unqualified.
          itemCount: sql<number>`(select count(*) from menu_items mi where mi.category_id = "menu_categories"."id")::int`,
        })
        .from(menuCategories)
        .where(eq(menuCategories.restaurantId, restaurantId))
        .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.name));
    },
    async findCategory(restaurantId: string, id: string): Promise<CategoryRecord | undefined> {
      const [row] = await db
        .select()
        .from(menuCategories)
        .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.id, id)))
        .limit(1);
      return row;
    },
    async categoryNamed(restaurantId: string, name: string, exceptId?: string) {
      const [row] = await db
        .select({ id: menuCategories.id })
        .from(menuCategories)
        .where(
          and(
            eq(menuCategories.restaurantId, restaurantId),
            sql`lower(${menuCategories.name}) = lower(${name})`,
            exceptId ? ne(menuCategories.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row;
    },
    /** Adds the category at the end; undefined when the venue has one of that name in any case (its unique index). */
    async insertCategory(restaurantId: string, name: string): Promise<CategoryRecord | undefined> {
      const [row] = await db
        .insert(menuCategories)
        .values({
          restaurantId,
          name,
          sortOrder: sql`(select coalesce(max(${menuCategories.sortOrder}) + 1, 0) from ${menuCategories} where ${menuCategories.restaurantId} = ${restaurantId})`,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },
    /**
     * Renames the category and the text category its items carry (the customer menu reads both); false, changing
     * nothing, when another category of the venue has that name in any case (decided by the unique index).
     */
    async renameCategory(restaurantId: string, id: string, name: string, now: Date): Promise<boolean> {
      try {
        await db
          .update(menuCategories)
          .set({ name })
          .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.id, id)));
      } catch (error) {
        if (isUniqueViolation(error, CATEGORY_NAME_INDEX)) return false;
        throw error;
      }
      await db
        .update(menuItems)
        .set({ category: name, updatedAt: now })
        .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.categoryId, id)));
      return true;
    },
    /** Deletes the category only while no item uses it; false when one does (or it is not this venue's). */
    async deleteEmptyCategory(restaurantId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(menuCategories)
        .where(
          and(
            eq(menuCategories.restaurantId, restaurantId),
            eq(menuCategories.id, id),
            sql`not exists (select 1 from menu_items mi where mi.category_id = "menu_categories"."id")`,
          ),
        )
        .returning({ id: menuCategories.id });
      return deleted.length > 0;
    },
    async setCategoryOrder(restaurantId: string, ids: string[]): Promise<void> {
      for (const [index, id] of ids.entries())
        await db
          .update(menuCategories)
          .set({ sortOrder: index })
          .where(and(eq(menuCategories.restaurantId, restaurantId), eq(menuCategories.id, id)));
    },
    /**
     * Items that only carry a text category (seeded or older rows) get a real category of that name, appended in
     * `order`, so the editor shows them where the customer menu does.
     */
    async adoptTextCategories(restaurantId: string, rank: (name: string) => number): Promise<void> {
      const loose = await db
        .selectDistinct({ category: menuItems.category })
        .from(menuItems)
        .where(
          and(
            eq(menuItems.restaurantId, restaurantId),
            isNull(menuItems.categoryId),
            sql`coalesce(trim(${menuItems.category}), '') <> ''`,
          ),
        );
      if (loose.length === 0) return;
      const names = loose
        .map((l) => l.category!.trim())
        .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      for (const name of names) {
        await db
          .insert(menuCategories)
          .values({
            restaurantId,
            name,
            sortOrder: sql`(select coalesce(max(${menuCategories.sortOrder}) + 1, 0) from ${menuCategories} where ${menuCategories.restaurantId} = ${restaurantId})`,
          })
          .onConflictDoNothing();
      }
      await db.execute(sql`
        update ${menuItems} set category_id = c.id
        from ${menuCategories} c
        where c.restaurant_id = ${menuItems.restaurantId} and lower(c.name) = lower(trim(${menuItems.category}))
          and ${menuItems.restaurantId} = ${restaurantId} and ${menuItems.categoryId} is null`);
    },

    listItems(restaurantId: string): Promise<AdminItemRecord[]> {
      return db
        .select()
        .from(menuItems)
        .where(eq(menuItems.restaurantId, restaurantId))
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.name), asc(menuItems.id));
    },
    async findItem(restaurantId: string, id: string): Promise<AdminItemRecord | undefined> {
      const [row] = await db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)))
        .limit(1);
      return row;
    },
    async insertItem(
      restaurantId: string,
      values: ItemWrite & { name: string; priceCents: number },
    ): Promise<AdminItemRecord> {
      const [row] = await db
        .insert(menuItems)
        .values({ ...values, restaurantId })
        .returning();
      return row!;
    },
    async updateItem(restaurantId: string, id: string, set: ItemWrite, now: Date): Promise<AdminItemRecord> {
      const [row] = await db
        .update(menuItems)
        .set({ ...set, updatedAt: now })
        .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.id, id)))
        .returning();
      return row!;
    },
    /** Sets sold_out_until on the venue's own items among `ids`; returns how many matched. */
    async setSoldOut(restaurantId: string, ids: string[], until: Date | null, now: Date): Promise<number> {
      const rows = await db
        .update(menuItems)
        .set({ soldOutUntil: until, updatedAt: now })
        .where(and(eq(menuItems.restaurantId, restaurantId), inArray(menuItems.id, ids)))
        .returning({ id: menuItems.id });
      return rows.length;
    },
    /** Dishes on the reduced load-shedding menu: those flagged as cooking without power. */
    async countCooksWithoutPower(restaurantId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), eq(menuItems.cooksWithoutPower, true)));
      return Number(row?.n ?? 0);
    },
    async countOwnItems(restaurantId: string, ids: string[]): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), inArray(menuItems.id, ids)));
      return Number(row?.n ?? 0);
    },
  };
}
export type VenuesRepository = ReturnType<typeof createVenuesRepository>;
