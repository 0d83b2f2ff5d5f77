import type {
  AdminDriverDetail,
  AdminRestaurantDetail,
  AdminUpdateVenue,
} from '@lekker/core/contracts/admin';
import { notFound, unprocessable } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { AccountNumberCipher } from '../bank-details/account-number-cipher.ts';
import { toBankDetails } from '../bank-details/bank-details.service.ts';
import type { DriverDocumentsService } from '../driver-documents/driver-documents.service.ts';
import type { DataAccess } from '../repositories.ts';
import type { AdminRepository, VenueWrite } from './admin.repository.ts';
import { toAdminDriver, toAdminRestaurant, toAuditEntry } from './admin-console.service.ts';
import { toBoardRow } from './board-row.ts';

export const ADMIN_PAGE_SIZE = 25;
const DAY_MS = 86_400_000;

/** Field names as the audit summary shows them. */
const FIELD_LABELS: Record<keyof AdminUpdateVenue, string> = {
  name: 'name',
  description: 'description',
  cuisine_type: 'cuisine',
  phone: 'phone',
  address: 'address',
  latitude: 'pin',
  longitude: 'pin',
  service_radius_km: 'service radius',
  estimated_delivery_time: 'delivery time',
  delivery_fee_cents: 'delivery fee',
  minimum_order_cents: 'minimum order',
  is_partnered: 'partnered badge',
};
const COLUMNS: Record<keyof AdminUpdateVenue, keyof VenueWrite> = {
  name: 'name',
  description: 'description',
  cuisine_type: 'cuisineType',
  phone: 'phone',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  service_radius_km: 'serviceRadiusKm',
  estimated_delivery_time: 'estimatedDeliveryTime',
  delivery_fee_cents: 'deliveryFeeCents',
  minimum_order_cents: 'minimumOrderCents',
  is_partnered: 'isPartnered',
};

/**
 * The admin's view of the partners: a venue's detail (with its bank account), edit, orders and reviews; a driver's
 * detail (application, documents, bank account, notes) and internal notes. Changes are audited in their transaction.
 */
export function createAdminPartnersService(deps: {
  data: DataAccess;
  repo: AdminRepository;
  documents: DriverDocumentsService;
  clock: () => Date;
  cipher: AccountNumberCipher;
  unansweredAfterMinutes?: number;
}) {
  const { data, repo, clock } = deps;
  const pageOf = (page = 1) => ({ page, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });

  return {
    async restaurant(id: string): Promise<AdminRestaurantDetail> {
      const row = await repo.restaurantRow(id, new Date(clock().getTime() - 30 * DAY_MS));
      if (!row) throw notFound('Restaurant not found.');
      const r = row.r;
      return {
        ...toAdminRestaurant(row),
        description: r.description,
        phone: r.phone,
        cuisine_type: r.cuisineType,
        latitude: r.latitude,
        longitude: r.longitude,
        service_radius_km: r.serviceRadiusKm,
        estimated_delivery_time: r.estimatedDeliveryTime,
        delivery_fee_cents: r.deliveryFeeCents,
        minimum_order_cents: r.minimumOrderCents,
        is_partnered: r.isPartnered,
        bank_details: toBankDetails(await data.bankDetails.find('venue', id), deps.cipher),
      };
    },

    async updateRestaurant(viewer: Viewer, id: string, input: AdminUpdateVenue) {
      const before = await this.restaurant(id);
      if (before.is_active && input.latitude === null)
        throw unprocessable('A live venue needs its map pin: drivers and customers find you by it.', {
          latitude: 'required while live',
        });
      const set: VenueWrite = {};
      const changed = new Set<string>();
      const from: Record<string, unknown> = {};
      const to: Record<string, unknown> = {};
      for (const key of Object.keys(COLUMNS) as (keyof AdminUpdateVenue)[]) {
        const value = input[key];
        if (value === undefined || value === before[key]) continue;
        (set as Record<string, unknown>)[COLUMNS[key]] = value;
        changed.add(FIELD_LABELS[key]);
        from[key] = before[key];
        to[key] = value;
      }
      if (changed.size === 0) return before;
      await data.withTransaction(async (r) => {
        await r.admin.updateRestaurant(id, set);
        await r.audit.append({
          actorId: viewer.user.id,
          actorEmail: viewer.user.email,
          action: 'restaurant.edit',
          targetType: 'restaurant',
          targetId: id,
          summary: `Edited ${before.name}: ${[...changed].join(', ')}`,
          details: { from, to },
        });
      });
      return this.restaurant(id);
    },

    async restaurantOrders(id: string, q: { page?: number; status?: string }) {
      await this.restaurant(id);
      const p = pageOf(q.page);
      const { rows, total } = await repo.venueOrders(id, {
        status: q.status && q.status !== 'all' ? q.status : undefined,
        limit: p.limit,
        offset: p.offset,
      });
      const now = clock();
      return {
        orders: rows.map((r) => toBoardRow(r, now, deps.unansweredAfterMinutes)),
        page: p.page,
        page_size: p.limit,
        total,
      };
    },

    async restaurantReviews(id: string, q: { page?: number }) {
      await this.restaurant(id);
      const p = pageOf(q.page);
      const { rows, stars, total } = await repo.venueReviews(id, p);
      const counts = [1, 2, 3, 4, 5].map((n) => stars.find((s) => s.rating === n)?.n ?? 0);
      const rated = counts.reduce((a, b) => a + b, 0);
      const sum = counts.reduce((a, n, i) => a + n * (i + 1), 0);
      return {
        average: rated ? Math.round((sum / rated) * 10) / 10 : null,
        stars: counts,
        reviews: rows.map((x) => ({
          id: x.r.id,
          rating: x.r.restaurantRating,
          comment: x.r.restaurantComment,
          customer_email: x.customerEmail,
          order_number: x.orderNumber,
          owner_reply: x.r.ownerReply,
          created_at: x.r.createdAt.toISOString(),
        })),
        page: p.page,
        page_size: p.limit,
        total,
      };
    },

    async driver(userId: string): Promise<AdminDriverDetail> {
      const row = await repo.driverRow(userId);
      if (!row) throw notFound('Driver not found.');
      const [work, documents, bank, audit] = await Promise.all([
        repo.driverWork(userId),
        deps.documents.listOf(userId),
        data.bankDetails.find('driver', userId),
        data.audit.search({ targetType: 'user', targetId: userId }),
      ]);
      const entries = audit.map(toAuditEntry);
      return {
        driver: toAdminDriver(row),
        applied_at: row.d.createdAt.toISOString(),
        decision_reason: row.d.decisionReason,
        decided_at: row.d.decidedAt?.toISOString() ?? null,
        active_order: work.active
          ? { id: work.active.id, order_number: work.active.orderNumber, status: work.active.status }
          : null,
        deliveries: work.deliveries,
        documents,
        bank_details: toBankDetails(bank, deps.cipher),
        notes: entries.filter((e) => e.action === 'driver.note'),
        audit: entries,
      };
    },

    /** An internal note on a driver: append-only (the audit log), with its author and time. */
    async addDriverNote(viewer: Viewer, userId: string, note: string) {
      const row = await repo.driverRow(userId);
      if (!row) throw notFound('Driver not found.');
      await data.audit.append({
        actorId: viewer.user.id,
        actorEmail: viewer.user.email,
        action: 'driver.note',
        targetType: 'user',
        targetId: userId,
        summary: note,
        details: { driver_email: row.email },
      });
      return this.driver(userId);
    },
  };
}
export type AdminPartnersService = ReturnType<typeof createAdminPartnersService>;
