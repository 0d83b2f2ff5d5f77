import { randomBytes } from 'node:crypto';
import type { OpeningHours } from '@lekker/core/contracts/catalogue';
import type {
  AdminMenu,
  AdminMenuItem,
  BulkSoldOut,
  CreateMenuItem,
  MenuCategory,
  UpdateMenuItem,
} from '@lekker/core/contracts/menu-admin';
import type {
  GoLiveChecklist,
  PauseRequest,
  UpdateVenueSettings,
  VenueSettings,
} from '@lekker/core/contracts/venues';
import { goLiveChecklist } from '@lekker/core/go-live';
import { REDUCED_MENU_EMPTY } from '@lekker/core/load-shedding';
import { menuCategoryRank } from '@lekker/core/menu';
import { parseOpeningHours } from '@lekker/core/opening-hours';
import {
  nextLocalMidnight,
  parseClosedDates,
  parseLoadSheddingPlan,
  soldOutTodayUntil,
  toOpenStatusView,
  venueOpenStatus,
} from '@lekker/core/venue-status';
import { conflict, notFound, unprocessable } from '../../domain/errors.ts';
import { type Policy, venueSuspended } from '../../domain/policy.ts';
import type { UploadBody } from '../../domain/upload.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import { type ImageKind, readImageUpload, resizeImage } from './venue-images.ts';
import type {
  AdminItemRecord,
  ItemWrite,
  VenueRecord,
  VenuesRepository,
  VenueUpdate,
} from './venues.repository.ts';

export type VenuesServiceDeps = {
  repo: VenuesRepository;
  policy: Pick<Policy, 'canManageRestaurant' | 'assertVenueChangeable' | 'canAccessAdminPanel'>;
  storage: ObjectStorage;
  /** The public bucket images go to (config.storage.s3.publicBucket). */
  publicBucket: string;
  clock?: () => Date;
};

export type ImageUpload = UploadBody;

const venueNotFound = () => notFound('Venue not found.');

export function toVenueStatusInput(v: VenueRecord) {
  return {
    is_open: v.isOpen,
    opening_hours: v.openingHours,
    is_active: v.isActive,
    paused_until: v.pausedUntil,
    closed_dates: v.closedDates,
    load_shedding: v.loadShedding,
  };
}

export function toAdminItem(r: AdminItemRecord): AdminMenuItem {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    price_cents: r.priceCents,
    image_url: r.imageUrl,
    is_available: r.isAvailable,
    preparation_time: r.preparationTime,
    category_id: r.categoryId,
    sort_order: r.sortOrder,
    cooks_without_power: r.cooksWithoutPower,
    sold_out_until: r.soldOutUntil?.toISOString() ?? null,
  };
}

/**
 * The owner's side of a venue (docs/product.md#venue-go-live): settings, pause, images, go-live and the menu editor. Every call first
 * checks that the viewer manages this venue (policy.canManageRestaurant); anyone else gets the same 404 as for
 * a venue that does not exist, and objects are always looked up inside the venue, so X's member never reaches Y's.
 */
export function createVenuesService(deps: VenuesServiceDeps) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function venueFor(viewer: Viewer, id: string): Promise<VenueRecord> {
    if (!(await deps.policy.canManageRestaurant(viewer, id))) throw venueNotFound();
    const venue = await repo.findVenue(id);
    if (!venue) throw venueNotFound();
    return venue;
  }

  /** venueFor, for a change: a suspended venue's members change nothing (403, docs/decisions/049-suspension-wins.md). */
  async function venueToChange(viewer: Viewer, id: string): Promise<VenueRecord> {
    const venue = await venueFor(viewer, id);
    await deps.policy.assertVenueChangeable(viewer, id);
    return venue;
  }

  function toSettings(v: VenueRecord): VenueSettings {
    const now = clock();
    return {
      id: v.id,
      name: v.name,
      cuisine_type: v.cuisineType,
      description: v.description,
      phone: v.phone,
      address: v.address,
      latitude: v.latitude,
      longitude: v.longitude,
      service_radius_km: v.serviceRadiusKm,
      estimated_delivery_time: v.estimatedDeliveryTime,
      logo_url: v.logoUrl,
      cover_image_url: v.coverImageUrl,
      opening_hours: parseOpeningHours(v.openingHours),
      closed_dates: parseClosedDates(v.closedDates),
      paused_until: v.pausedUntil && v.pausedUntil > now ? v.pausedUntil.toISOString() : null,
      load_shedding: parseLoadSheddingPlan(v.loadShedding),
      scheduling_enabled: v.schedulingEnabled,
      scheduling_lead_minutes: v.schedulingLeadMinutes,
      offers_collection: v.offersCollection,
      is_active: v.isActive,
      went_live_at: v.wentLiveAt?.toISOString() ?? null,
      status: toOpenStatusView(venueOpenStatus(toVenueStatusInput(v), now), now),
    };
  }

  async function checklist(v: VenueRecord): Promise<GoLiveChecklist> {
    const c = goLiveChecklist({
      latitude: v.latitude,
      longitude: v.longitude,
      opening_hours: v.openingHours,
      available_items: await repo.countAvailableItems(v.id),
      logo_url: v.logoUrl,
    });
    const suspension = await repo.suspensionOf(v.id);
    return {
      ...c,
      is_live: v.isActive,
      went_live_at: v.wentLiveAt?.toISOString() ?? null,
      suspension: suspension && { reason: suspension.reason, suspended_at: suspension.since.toISOString() },
    };
  }

  /** Stores a resized image in the public bucket under the venue's folder and answers its public URL. */
  async function storeImage(venueId: string, kind: ImageKind, upload: ImageUpload): Promise<string> {
    const bytes = await readImageUpload(upload);
    const resized = await resizeImage(bytes, kind);
    const path = `venues/${venueId}/${kind}-${clock().getTime()}-${randomBytes(4).toString('hex')}.webp`;
    await deps.storage.put(deps.publicBucket, path, resized, {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
      maxBytes: resized.length,
      contentLength: resized.length,
    });
    return deps.storage.publicUrl(deps.publicBucket, path);
  }

  async function categoryName(venueId: string, categoryId: string | null | undefined) {
    if (categoryId == null) return null;
    const category = await repo.findCategory(venueId, categoryId);
    if (!category)
      throw unprocessable('That category is not on this menu.', { category_id: 'unknown category' });
    return category.name;
  }

  async function menu(venueId: string): Promise<AdminMenu> {
    await repo.adoptTextCategories(venueId, menuCategoryRank);
    const categories: MenuCategory[] = (await repo.listCategories(venueId)).map((c) => ({
      id: c.id,
      name: c.name,
      sort_order: c.sortOrder,
      item_count: Number(c.itemCount),
    }));
    return { categories, items: (await repo.listItems(venueId)).map(toAdminItem) };
  }

  return {
    async settings(viewer: Viewer, id: string): Promise<VenueSettings> {
      return toSettings(await venueFor(viewer, id));
    },

    async updateSettings(viewer: Viewer, id: string, input: UpdateVenueSettings): Promise<VenueSettings> {
      const venue = await venueToChange(viewer, id);
      if (venue.isActive && input.latitude === null)
        throw unprocessable('A live venue needs its map pin: drivers and customers find you by it.', {
          latitude: 'required while live',
        });
      const set: VenueUpdate = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.cuisine_type !== undefined) set.cuisineType = input.cuisine_type;
      if (input.description !== undefined) set.description = input.description;
      if (input.phone !== undefined) set.phone = input.phone;
      if (input.address !== undefined) set.address = input.address;
      if (input.latitude !== undefined) set.latitude = input.latitude;
      if (input.longitude !== undefined) set.longitude = input.longitude;
      if (input.service_radius_km !== undefined) set.serviceRadiusKm = input.service_radius_km;
      if (input.estimated_delivery_time !== undefined)
        set.estimatedDeliveryTime = input.estimated_delivery_time;
      if (input.opening_hours !== undefined)
        set.openingHours = (input.opening_hours ?? null) as OpeningHours | null;
      if (input.closed_dates !== undefined) set.closedDates = [...input.closed_dates].sort();
      if (input.load_shedding !== undefined) set.loadShedding = input.load_shedding;
      if (input.scheduling_enabled !== undefined) set.schedulingEnabled = input.scheduling_enabled;
      if (input.offers_collection !== undefined) set.offersCollection = input.offers_collection;
      if (input.scheduling_lead_minutes !== undefined)
        set.schedulingLeadMinutes = input.scheduling_lead_minutes;
      // A reduced menu with no dish on it would show customers an empty menu (decision 056).
      if (input.load_shedding?.mode === 'reduced_menu' && (await repo.countCooksWithoutPower(id)) === 0)
        throw unprocessable(REDUCED_MENU_EMPTY, { load_shedding: 'no dish cooks without power' });
      if (venue.isActive && input.opening_hours === null)
        throw unprocessable('A live venue needs opening hours.', { opening_hours: 'required while live' });
      return toSettings(await repo.updateVenue(id, set, clock()));
    },

    /** "Closed for the next 30 / 60 min", "until tomorrow" (the next local midnight, then hours apply), or resume. */
    async pause(viewer: Viewer, id: string, input: PauseRequest): Promise<VenueSettings> {
      await venueToChange(viewer, id);
      const now = clock();
      const set: VenueUpdate =
        input.pause === 'resume'
          ? { pausedUntil: null, isOpen: true }
          : {
              pausedUntil:
                input.pause === 'tomorrow'
                  ? nextLocalMidnight(now)
                  : new Date(now.getTime() + (input.pause === '30m' ? 30 : 60) * 60_000),
            };
      return toSettings(await repo.updateVenue(id, set, now));
    },

    async uploadVenueImage(
      viewer: Viewer,
      id: string,
      kind: 'logo' | 'cover',
      upload: ImageUpload,
    ): Promise<VenueSettings> {
      try {
        await venueToChange(viewer, id);
      } catch (error) {
        upload.body.destroy();
        throw error;
      }
      const url = await storeImage(id, kind, upload);
      const set: VenueUpdate = kind === 'logo' ? { logoUrl: url } : { coverImageUrl: url };
      return toSettings(await repo.updateVenue(id, set, clock()));
    },

    async goLiveChecklist(viewer: Viewer, id: string): Promise<GoLiveChecklist> {
      return checklist(await venueFor(viewer, id));
    },

    /** Makes the venue active once the checklist is complete; 422 naming what is missing otherwise. */
    async goLive(viewer: Viewer, id: string): Promise<GoLiveChecklist> {
      const venue = await venueToChange(viewer, id);
      const before = await checklist(venue);
      if (venue.isActive) return before;
      // An admin's own go-live of a suspended venue would publish it past the suspension: only reinstating lifts it.
      if (before.suspension) throw venueSuspended();
      if (!before.complete) {
        const missing = before.items.filter((i) => !i.done);
        throw unprocessable(
          `Almost there: ${missing.map((i) => i.label.replace(/ \(.*\)$/, '').toLowerCase()).join(', ')} still missing.`,
          Object.fromEntries(missing.map((i) => [i.key, i.label])),
        );
      }
      return checklist(await repo.goLive(id, clock()));
    },

    async menu(viewer: Viewer, id: string): Promise<AdminMenu> {
      await venueFor(viewer, id);
      return menu(id);
    },

    async createCategory(viewer: Viewer, id: string, name: string): Promise<AdminMenu> {
      await venueToChange(viewer, id);
      const taken = () => conflict(`There is already a category called ${name}.`);
      if (await repo.categoryNamed(id, name)) throw taken();
      // Two owners saving at once: the unique index decides, with the same answer (decision 044).
      if (!(await repo.insertCategory(id, name))) throw taken();
      return menu(id);
    },

    async renameCategory(viewer: Viewer, id: string, categoryId: string, name: string): Promise<AdminMenu> {
      await venueToChange(viewer, id);
      if (!(await repo.findCategory(id, categoryId))) throw notFound('Category not found.');
      const taken = () => conflict(`There is already a category called ${name}.`);
      if (await repo.categoryNamed(id, name, categoryId)) throw taken();
      if (!(await repo.renameCategory(id, categoryId, name, clock()))) throw taken();
      return menu(id);
    },

    async deleteCategory(viewer: Viewer, id: string, categoryId: string): Promise<AdminMenu> {
      await venueToChange(viewer, id);
      if (!(await repo.findCategory(id, categoryId))) throw notFound('Category not found.');
      if (!(await repo.deleteEmptyCategory(id, categoryId)))
        throw conflict('Move or remove the items in this category first: only an empty category can go.');
      return menu(id);
    },

    /** The complete new order: exactly the venue's categories, each once. */
    async reorderCategories(viewer: Viewer, id: string, ids: string[]): Promise<AdminMenu> {
      await venueToChange(viewer, id);
      const existing = (await repo.listCategories(id)).map((c) => c.id);
      if (existing.length !== ids.length || !existing.every((c) => ids.includes(c)))
        throw unprocessable('Send every category of this menu once, in the new order.', {
          ids: 'must list every category once',
        });
      await repo.setCategoryOrder(id, ids);
      return menu(id);
    },

    async createItem(viewer: Viewer, id: string, input: CreateMenuItem): Promise<AdminMenuItem> {
      await venueToChange(viewer, id);
      const category = await categoryName(id, input.category_id);
      const row = await repo.insertItem(id, {
        name: input.name,
        description: input.description ?? null,
        priceCents: input.price_cents,
        preparationTime: input.preparation_time ?? null,
        categoryId: input.category_id ?? null,
        category,
        isAvailable: input.is_available ?? true,
        cooksWithoutPower: input.cooks_without_power ?? false,
      });
      return toAdminItem(row);
    },

    async updateItem(
      viewer: Viewer,
      id: string,
      itemId: string,
      input: UpdateMenuItem,
    ): Promise<AdminMenuItem> {
      const venue = await venueToChange(viewer, id);
      if (!(await repo.findItem(id, itemId))) throw notFound('Menu item not found.');
      const set: ItemWrite = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.description !== undefined) set.description = input.description;
      if (input.price_cents !== undefined) set.priceCents = input.price_cents;
      if (input.preparation_time !== undefined) set.preparationTime = input.preparation_time;
      if (input.category_id !== undefined) {
        set.categoryId = input.category_id;
        set.category = await categoryName(id, input.category_id);
      }
      if (input.is_available !== undefined) set.isAvailable = input.is_available;
      if (input.cooks_without_power !== undefined) set.cooksWithoutPower = input.cooks_without_power;
      if (input.sold_out_today !== undefined)
        set.soldOutUntil = input.sold_out_today ? soldOutTodayUntil(venue.openingHours, clock()) : null;
      return toAdminItem(await repo.updateItem(id, itemId, set, clock()));
    },

    async uploadItemImage(
      viewer: Viewer,
      id: string,
      itemId: string,
      upload: ImageUpload,
    ): Promise<AdminMenuItem> {
      try {
        await venueToChange(viewer, id);
        if (!(await repo.findItem(id, itemId))) throw notFound('Menu item not found.');
      } catch (error) {
        upload.body.destroy();
        throw error;
      }
      const url = await storeImage(id, 'item', upload);
      return toAdminItem(await repo.updateItem(id, itemId, { imageUrl: url }, clock()));
    },

    /** "Sold out today" for several items: until the venue's session ends (decision 056), so it resets by itself. */
    async bulkSoldOut(viewer: Viewer, id: string, input: BulkSoldOut): Promise<AdminMenu> {
      const venue = await venueToChange(viewer, id);
      const ids = [...new Set(input.item_ids)];
      // All or nothing: one foreign or unknown id and nothing changes.
      if ((await repo.countOwnItems(id, ids)) !== ids.length) throw notFound('Menu item not found.');
      const now = clock();
      await repo.setSoldOut(id, ids, input.sold_out ? soldOutTodayUntil(venue.openingHours, now) : null, now);
      return menu(id);
    },
  };
}
export type VenuesService = ReturnType<typeof createVenuesService>;
