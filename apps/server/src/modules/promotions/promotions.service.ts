import type { Promotion, PromotionInputSchema, PublicPromotion } from '@lekker/core/contracts/promotions';
import {
  hoursLabel,
  isPromotionLive,
  type PromotionRule,
  promotionLabel,
  promotionState,
} from '@lekker/core/promotions';
import type { z } from 'zod';
import { conflict, notFound, unprocessable } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { DataAccess } from '../repositories.ts';
import { type PromotionRecord, toPromotionRule } from './promotions.repository.ts';

type ParsedInput = z.output<typeof PromotionInputSchema>;

export type PromotionsServiceDeps = { data: DataAccess; policy: Policy; clock: () => Date };

/**
 * Venue promotions (docs/decisions/022-promotions.md): the owner's create, edit, pause, resume and end, and what
 * customers see of them (the menu's live promotions, the cards' short label). Pricing reads them in
 * orders/order-pricing.ts.
 */
export function createPromotionsService(deps: PromotionsServiceDeps) {
  const repo = deps.data.promotions;

  /** The short label per venue with a live promotion (rows not ended, oldest first): a whole-menu one first. */
  function labelsOf(rows: (PromotionRule & { restaurant_id: string })[]): Map<string, string> {
    const now = deps.clock();
    const labels = new Map<string, string>();
    const live = rows.filter((row) => isPromotionLive(row, now));
    for (const row of [...live.filter((r) => r.applies_to === 'menu'), ...live])
      if (!labels.has(row.restaurant_id)) labels.set(row.restaurant_id, promotionLabel(row));
    return labels;
  }

  /** Members of the venue and admins; everyone else gets the 404 a missing venue gets. */
  async function ownVenue(viewer: Viewer, restaurantId: string) {
    if (!(await deps.policy.canManageRestaurant(viewer, restaurantId)))
      throw notFound('Restaurant not found.');
  }

  async function ownPromotion(viewer: Viewer, restaurantId: string, id: string) {
    await ownVenue(viewer, restaurantId);
    const p = await repo.find(restaurantId, id);
    if (!p) throw notFound('Promotion not found.');
    // Every change of a suspended venue's promotions is refused (docs/decisions/049-suspension-wins.md).
    await deps.policy.assertVenueChangeable(viewer, restaurantId);
    return p;
  }

  function view(p: PromotionRecord, used: { count: number; cents: number } | undefined): Promotion {
    return {
      id: p.id,
      restaurant_id: p.restaurantId,
      name: p.name,
      discount_type: p.discountType,
      discount_value: p.discountValue,
      applies_to: p.appliesTo,
      item_ids: p.itemIds,
      min_order_cents: p.minOrderCents,
      starts_at: p.startsAt.toISOString(),
      ends_at: p.endsAt?.toISOString() ?? null,
      weekdays: p.weekdays,
      daily_start: p.dailyStart,
      daily_end: p.dailyEnd,
      per_customer_limit: p.perCustomerLimit,
      status: p.status,
      state: promotionState(toPromotionRule(p), deps.clock()),
      label: promotionLabel(toPromotionRule(p)),
      redemptions: used?.count ?? 0,
      discount_given_cents: used?.cents ?? 0,
      created_at: p.createdAt.toISOString(),
    };
  }

  async function viewOne(p: PromotionRecord): Promise<Promotion> {
    return view(p, (await repo.redemptionTotals([p.id])).get(p.id));
  }

  /** The stored columns of a valid input; the dishes must be the venue's own. */
  async function columnsOf(restaurantId: string, input: ParsedInput) {
    const itemIds = input.applies_to === 'items' ? [...new Set(input.item_ids)] : [];
    if (itemIds.length > 0) {
      const own = await repo.dishIdsOf(restaurantId, itemIds);
      if (own.size !== itemIds.length)
        throw unprocessable('Some of the chosen dishes are not on your menu. Choose them again.', {
          item_ids: 'not on this menu',
        });
    }
    return {
      name: input.name,
      discountType: input.discount_type,
      discountValue: input.discount_value,
      appliesTo: input.applies_to,
      itemIds,
      minOrderCents: input.min_order_cents,
      startsAt: input.starts_at ? new Date(input.starts_at) : deps.clock(),
      endsAt: input.ends_at ? new Date(input.ends_at) : null,
      weekdays: input.weekdays,
      dailyStart: input.daily_start ?? null,
      dailyEnd: input.daily_end ?? null,
      perCustomerLimit: input.per_customer_limit ?? null,
    };
  }

  return {
    async list(viewer: Viewer, restaurantId: string): Promise<Promotion[]> {
      await ownVenue(viewer, restaurantId);
      const rows = await repo.listForRestaurant(restaurantId);
      const used = await repo.redemptionTotals(rows.map((r) => r.id));
      return rows.map((p) => view(p, used.get(p.id)));
    },

    async create(viewer: Viewer, restaurantId: string, input: ParsedInput): Promise<Promotion> {
      await ownVenue(viewer, restaurantId);
      await deps.policy.assertVenueChangeable(viewer, restaurantId);
      const columns = await columnsOf(restaurantId, input);
      const row = await repo.insert({ ...columns, restaurantId, createdBy: viewer.user.id });
      return view(row, undefined);
    },

    /** Edits apply to later orders only; an ended promotion stays as it ended. */
    async update(viewer: Viewer, restaurantId: string, id: string, input: ParsedInput): Promise<Promotion> {
      const p = await ownPromotion(viewer, restaurantId, id);
      const ended = () => conflict('This promotion has ended. Create a new one instead.');
      if (p.status === 'ended') throw ended();
      const columns = await columnsOf(restaurantId, input);
      const row = await repo.update(restaurantId, id, {
        ...columns,
        // Keep the original start of a promotion that is already running when the form sends none.
        startsAt: input.starts_at ? columns.startsAt : p.startsAt,
      });
      // Ended meanwhile (decision 044): the end stands.
      if (!row) throw ended();
      return viewOne(row);
    },

    async act(
      viewer: Viewer,
      restaurantId: string,
      id: string,
      action: 'pause' | 'resume' | 'end',
    ): Promise<Promotion> {
      const p = await ownPromotion(viewer, restaurantId, id);
      const ended = () => conflict('This promotion has already ended.');
      if (p.status === 'ended') throw ended();
      const now = deps.clock();
      const changes =
        action === 'end'
          ? { status: 'ended' as const, endedAt: now }
          : { status: action === 'pause' ? ('paused' as const) : ('active' as const) };
      const row = await repo.update(restaurantId, id, changes);
      if (!row) throw ended();
      return viewOne(row);
    },

    /** The menu's live promotions, oldest first (docs/product.md#promotions). */
    async liveForMenu(restaurantId: string): Promise<PublicPromotion[]> {
      const now = deps.clock();
      const rows = await repo.openFor([restaurantId]);
      return rows
        .map(toPromotionRule)
        .filter((p) => isPromotionLive(p, now))
        .map((p) => ({
          id: p.id,
          name: p.name,
          label: promotionLabel(p),
          item_ids: p.applies_to === 'items' ? [...p.item_ids] : null,
          min_order_cents: p.min_order_cents,
          hours_label: hoursLabel(p),
          ends_at: p.ends_at ? new Date(p.ends_at).toISOString() : null,
        }));
    },

    /** The cards' short label per venue with a live promotion: a whole-menu one first, else the oldest. */
    async labelsFor(restaurantIds: string[]): Promise<Map<string, string>> {
      const rows = await repo.openFor(restaurantIds);
      return labelsOf(rows.map((row) => ({ ...toPromotionRule(row), restaurant_id: row.restaurantId })));
    },

    /** `labelsFor` over promotion rows already read (not ended, oldest first), e.g. with a list page. */
    labelsFrom(rows: (PromotionRule & { restaurant_id: string })[]): Map<string, string> {
      return labelsOf(rows);
    },
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;
