import { randomBytes } from 'node:crypto';
import type { NearbyStories, Story, StoryVenue, VenueStory } from '@lekker/core/contracts/stories';
import { STORY_MAX_LIVE, STORY_NEAR_KM, storyExpiresAt } from '@lekker/core/social';
import type { Logger } from 'pino';
import type { Transactional } from '../../db/with-transaction.ts';
import { conflict, notFound, unprocessable } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import { readImageUpload, resizeImage } from '../venues/venue-images.ts';
import type { ImageUpload } from '../venues/venues.service.ts';
import type { StoriesRepository, StoryRecord } from './stories.repository.ts';

export type StoriesServiceDeps = {
  repo: Transactional<StoriesRepository>;
  policy: Policy;
  storage: ObjectStorage;
  /** The public bucket (images). */
  publicBucket: string;
  clock: () => Date;
  logger: Pick<Logger, 'warn'>;
};

function toStory(s: StoryRecord): Story {
  return {
    id: s.id,
    image_url: s.imageUrl,
    caption: s.caption,
    menu_item: s.menuItemId && s.menuItemName ? { id: s.menuItemId, name: s.menuItemName } : null,
    created_at: s.createdAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
  };
}

/**
 * Venue stories (docs/product.md#restaurant-social): a resized photo with a caption and an optional linked dish, live
 * for 24 hours near the venue; then `removeExpired` (a scheduled job) deletes the story and its file.
 */
export function createStoriesService(deps: StoriesServiceDeps) {
  const { repo, clock } = deps;

  async function assertManages(viewer: Viewer, restaurantId: string) {
    if (!(await deps.policy.canManageRestaurant(viewer, restaurantId))) throw notFound('Venue not found.');
  }

  /** A change: a suspended venue's members post and remove nothing (docs/decisions/049-suspension-wins.md). */
  async function assertChanges(viewer: Viewer, restaurantId: string) {
    await assertManages(viewer, restaurantId);
    await deps.policy.assertVenueChangeable(viewer, restaurantId);
  }

  async function removeFile(path: string) {
    await deps.storage.delete(deps.publicBucket, path);
  }

  return {
    async listForVenue(viewer: Viewer, restaurantId: string): Promise<VenueStory[]> {
      await assertManages(viewer, restaurantId);
      const rows = await repo.listLiveForVenue(restaurantId, clock());
      return rows.map((r) => ({ ...toStory(r), views: r.views }));
    },

    async post(
      viewer: Viewer,
      restaurantId: string,
      input: { caption?: string; menuItemId?: string },
      upload: ImageUpload,
    ): Promise<VenueStory> {
      await assertChanges(viewer, restaurantId);
      const now = clock();
      const dish = input.menuItemId ? await repo.findMenuItem(restaurantId, input.menuItemId) : undefined;
      if (input.menuItemId && !dish) {
        upload.body.destroy();
        throw unprocessable('Choose a dish from your own menu.', { menu_item_id: 'not on this menu' });
      }
      const full = () =>
        conflict(`You can have ${STORY_MAX_LIVE} live stories at once. Delete one or wait for it to expire.`);
      // A quick refusal before the photo is read; the cap itself is decided below, under the venue's lock.
      if ((await repo.countLive(restaurantId, now)) >= STORY_MAX_LIVE) {
        upload.body.destroy();
        throw full();
      }
      const resized = await resizeImage(await readImageUpload(upload), 'story');
      const path = `stories/${restaurantId}/${now.getTime()}-${randomBytes(6).toString('hex')}.webp`;
      await deps.storage.put(deps.publicBucket, path, resized, {
        contentType: 'image/webp',
        cacheControl: 'public, max-age=86400, immutable',
        maxBytes: resized.length,
        contentLength: resized.length,
      });
      const caption = input.caption?.trim() ? input.caption.trim() : null;
      // Counted and inserted under the venue's lock (decision 044): parallel posts never pass the cap.
      const row = await repo.withTransaction(async (r) => {
        await r.lockVenue(restaurantId);
        if ((await r.countLive(restaurantId, now)) >= STORY_MAX_LIVE) return undefined;
        return r.insert({
          restaurantId,
          imagePath: path,
          imageUrl: deps.storage.publicUrl(deps.publicBucket, path),
          caption,
          menuItemId: dish?.id ?? null,
          createdAt: now,
          expiresAt: storyExpiresAt(now),
        });
      });
      if (!row) {
        await removeFile(path).catch((error) =>
          deps.logger.warn({ err: error, path }, 'refused story photo removal failed'),
        );
        throw full();
      }
      return { ...toStory({ ...row, menuItemName: dish?.name ?? null }), views: 0 };
    },

    async remove(viewer: Viewer, restaurantId: string, storyId: string): Promise<void> {
      await assertChanges(viewer, restaurantId);
      const story = await repo.findForVenue(restaurantId, storyId);
      if (!story) throw notFound('Story not found.');
      await repo.delete(story.id);
      await removeFile(story.imagePath).catch((error) =>
        deps.logger.warn({ err: error, storyId }, 'story file removal failed (the sweep does not retry it)'),
      );
    },

    /** Live stories near a point, grouped by venue (nearest venue first), each venue's stories oldest first. */
    async nearby(point: { latitude: number; longitude: number }): Promise<NearbyStories> {
      const rows = await repo.nearby(point, clock(), STORY_NEAR_KM);
      const venues = new Map<string, StoryVenue>();
      for (const r of rows) {
        let venue = venues.get(r.restaurantId);
        if (!venue) {
          venue = {
            restaurant_id: r.restaurantId,
            name: r.venueName,
            logo_url: r.logoUrl,
            distance_km: Math.round(r.distanceKm * 10) / 10,
            stories: [],
          };
          venues.set(r.restaurantId, venue);
        }
        venue.stories.push(toStory(r));
      }
      return { venues: [...venues.values()].sort((a, b) => a.distance_km - b.distance_km) };
    },

    async recordView(viewer: Viewer, storyId: string): Promise<void> {
      const now = clock();
      if (!(await repo.findLive(storyId, now))) throw notFound('Story not found.');
      await repo.recordView(storyId, viewer.user.id, now);
    },

    /**
     * The sweep: stories past their 24 hours lose their file, then their row. Each step is idempotent (removing a
     * missing file is not an error), so several instances may run it at once. Returns how many it removed.
     */
    async removeExpired(): Promise<number> {
      let removed = 0;
      for (const story of await repo.expired(clock())) {
        await removeFile(story.imagePath);
        await repo.delete(story.id);
        removed++;
      }
      return removed;
    },
  };
}
export type StoriesService = ReturnType<typeof createStoriesService>;
