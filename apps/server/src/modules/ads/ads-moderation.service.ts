import { adSchedule } from '@lekker/core/ads';
import type { Ad, AdRequest, AdSchedule, AdStatus } from '@lekker/core/contracts/ads';
import { DAY_MS, sastDate, sastMidnight } from '@lekker/core/sa-time';
import { todayInSouthAfrica } from '@lekker/core/today';
import { badRequest, conflict, notFound } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { Mailer } from '../mail/mailer.ts';
import { adDecisionMail } from '../mail/templates.ts';
import type { DataAccess, Repositories } from '../repositories.ts';
import type { AdWithRestaurant, AdWrite } from './ads.repository.ts';

/** A local (Johannesburg) date's first instant, and the local date of an instant. */
const dayStart = sastMidnight;
const localDate = (t: Date) => sastDate(t);

/** A window of local dates, stored as [first day 00:00, the day after the last 00:00). */
export function toWindow(s: { start_date: string; end_date?: string | null }) {
  return {
    startDate: dayStart(s.start_date),
    endDate: s.end_date ? new Date(dayStart(s.end_date).getTime() + DAY_MS) : null,
  };
}

/** Pending requests a venue may have at once. */
export const MAX_PENDING_ADS = 3;

/**
 * Home-page ads with moderation: a venue's member requests one (pending), admins approve it with a window and a
 * place at the end of the order, reject it with a reason (e-mailed to the owners), reschedule and reorder. Every
 * admin decision is in the audit log, written in the decision's transaction.
 */
export function createAdsModerationService(deps: {
  data: DataAccess;
  policy: Pick<Policy, 'canManageRestaurant' | 'assertVenueChangeable' | 'canAccessAdminPanel'>;
  mailer: Mailer;
  clock: () => Date;
}) {
  const { data, clock } = deps;

  function toAd({ ad, restaurant }: AdWithRestaurant): Ad {
    const now = clock();
    return {
      id: ad.id,
      restaurant_id: ad.restaurantId,
      restaurant_name: restaurant.name,
      special_offer: ad.specialOffer,
      offer_description: ad.offerDescription,
      cta_text: ad.ctaText,
      ad_image_url: ad.adImageUrl,
      status: ad.status,
      reject_reason: ad.rejectReason,
      priority: ad.priority,
      start_date: localDate(ad.startDate),
      end_date: ad.endDate ? localDate(new Date(ad.endDate.getTime() - 1)) : null,
      running:
        ad.status === 'approved' &&
        ad.isActive &&
        restaurant.isActive &&
        adSchedule({ start: ad.startDate, end: ad.endDate }, now) === 'live',
      schedule: adSchedule({ start: ad.startDate, end: ad.endDate }, now),
      created_at: ad.createdAt.toISOString(),
      decided_at: ad.decidedAt?.toISOString() ?? null,
    };
  }

  async function adOr404(id: string) {
    const row = await data.ads.find(id);
    if (!row) throw notFound('Ad not found.');
    return row;
  }

  async function tellOwners(row: AdWithRestaurant, approved: boolean, detail: string) {
    for (const owner of await data.admin.ownersOf(row.ad.restaurantId))
      await deps.mailer
        .send(adDecisionMail(owner.email, row.restaurant.name, row.ad.specialOffer ?? '', approved, detail))
        .catch(() => {});
  }

  async function decide(
    viewer: Viewer,
    id: string,
    action: string,
    summary: (row: AdWithRestaurant) => string,
    write: AdWrite | ((row: AdWithRestaurant, r: Repositories) => Promise<AdWrite>),
  ) {
    const row = await adOr404(id);
    await data.withTransaction(async (r) => {
      const set = typeof write === 'function' ? await write(row, r) : write;
      await r.ads.update(id, set);
      await r.audit.append({
        actorId: viewer.user.id,
        actorEmail: viewer.user.email,
        action,
        targetType: 'ad',
        targetId: id,
        summary: summary(row),
        details: { restaurant_id: row.ad.restaurantId },
      });
    });
    return { row, ad: toAd(await adOr404(id)) };
  }

  return {
    // The venue's side ---------------------------------------------------------------------------------------------
    async venueAds(viewer: Viewer, venueId: string) {
      if (!(await deps.policy.canManageRestaurant(viewer, venueId))) throw notFound('Venue not found.');
      return { ads: (await data.ads.list({ restaurantId: venueId })).map(toAd) };
    },
    async request(viewer: Viewer, venueId: string, input: AdRequest) {
      if (!(await deps.policy.canManageRestaurant(viewer, venueId))) throw notFound('Venue not found.');
      await deps.policy.assertVenueChangeable(viewer, venueId);
      if (input.start_date < todayInSouthAfrica(clock()))
        throw badRequest('The first day cannot be in the past.', { start_date: 'Choose today or later' });
      // Counted and inserted under the venue's lock (decision 044): parallel requests never pass the limit.
      const ad = await data.withTransaction(async (r) => {
        await r.ads.lockVenue(venueId);
        if ((await r.ads.countPending(venueId)) >= MAX_PENDING_ADS) return undefined;
        return r.ads.insertRequest({
          restaurantId: venueId,
          specialOffer: input.special_offer,
          offerDescription: input.offer_description ?? null,
          ctaText: input.cta_text ?? null,
          status: 'pending',
          requestedBy: viewer.user.id,
          ...toWindow(input),
        });
      });
      if (!ad) throw conflict(`You already have ${MAX_PENDING_ADS} requests waiting for review.`);
      return toAd((await data.ads.find(ad.id))!);
    },

    // The admins' side ---------------------------------------------------------------------------------------------
    async list(status?: AdStatus) {
      return { ads: (await data.ads.list({ status })).map(toAd) };
    },
    async approve(viewer: Viewer, id: string, schedule: AdSchedule) {
      const { row, ad } = await decide(
        viewer,
        id,
        'ad.approve',
        (x) =>
          `Approved the ad "${x.ad.specialOffer ?? ''}" of ${x.restaurant.name}, ${schedule.start_date} to ${schedule.end_date ?? 'open end'}`,
        async (x, r) => ({
          status: 'approved',
          rejectReason: null,
          decidedBy: viewer.user.id,
          decidedAt: clock(),
          ...toWindow(schedule),
          // A newly approved ad joins the end of the home page's order; a re-approval keeps its place.
          priority: x.ad.status === 'approved' ? x.ad.priority : (await r.ads.lastApprovedPriority()) + 10,
        }),
      );
      await tellOwners(
        row,
        true,
        `It runs from ${ad.start_date}${ad.end_date ? ` to ${ad.end_date}` : ' until it is taken down'}.`,
      );
      return ad;
    },
    async reject(viewer: Viewer, id: string, reason: string) {
      const { row, ad } = await decide(
        viewer,
        id,
        'ad.reject',
        (x) => `Rejected the ad "${x.ad.specialOffer ?? ''}" of ${x.restaurant.name}: ${reason}`,
        { status: 'rejected', rejectReason: reason, decidedBy: viewer.user.id, decidedAt: clock() },
      );
      await tellOwners(row, false, `Reason: ${reason}`);
      return ad;
    },
    async schedule(viewer: Viewer, id: string, schedule: AdSchedule) {
      const current = await adOr404(id);
      if (current.ad.status === 'rejected')
        throw conflict('A rejected ad cannot be scheduled: approve it instead.');
      return (
        await decide(
          viewer,
          id,
          'ad.schedule',
          (x) =>
            `Scheduled the ad "${x.ad.specialOffer ?? ''}" of ${x.restaurant.name}: ${schedule.start_date} to ${schedule.end_date ?? 'open end'}`,
          toWindow(schedule),
        )
      ).ad;
    },
    async order(viewer: Viewer, ids: string[]) {
      if (new Set(ids).size !== ids.length) throw badRequest('Each ad may appear once in the order.');
      const names = await data.ads.namesOf(ids);
      await data.withTransaction(async (r) => {
        const moved = await r.ads.setOrder(ids);
        if (moved !== ids.length) throw conflict('Only approved ads can be ordered. Reload and try again.');
        await r.audit.append({
          actorId: viewer.user.id,
          actorEmail: viewer.user.email,
          action: 'ad.order',
          targetType: 'ad',
          targetId: 'home-page',
          summary: `Ordered the home-page ads: ${ids.map((id) => names.find((n) => n.id === id)?.name ?? id).join(', ')}`,
          details: { ids },
        });
      });
      return this.list('approved');
    },
  };
}
export type AdsModerationService = ReturnType<typeof createAdsModerationService>;
