import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { STORY_CAPTION_MAX_CHARS } from '../social.ts';

/**
 * Venue stories (docs/product.md#restaurant-social): a photo with a caption and optionally a linked dish, shown for 24
 * hours in the home page's strip to customers near the venue.
 */
export const StorySchema = z
  .object({
    id: z.uuid(),
    image_url: z.string(),
    caption: z.string().nullable(),
    menu_item: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    created_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'Story' });
export type Story = z.infer<typeof StorySchema>;

export const StoryVenueSchema = z
  .object({
    restaurant_id: z.uuid(),
    name: z.string(),
    logo_url: z.string().nullable(),
    distance_km: z.number(),
    /** Oldest first: the viewer plays them in this order. */
    stories: z.array(StorySchema),
  })
  .meta({ id: 'StoryVenue' });
export type StoryVenue = z.infer<typeof StoryVenueSchema>;

export const NearbyStoriesQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).meta({ example: -25.85 }),
  lng: z.coerce.number().min(-180).max(180).meta({ example: 25.64 }),
});

export const NearbyStoriesSchema = z
  .object({ venues: z.array(StoryVenueSchema) })
  .meta({ id: 'NearbyStories' });
export type NearbyStories = z.infer<typeof NearbyStoriesSchema>;

/** The owner's view of a story: its views (distinct signed-in customers). */
export const VenueStorySchema = StorySchema.extend({ views: z.number().int().min(0) }).meta({
  id: 'VenueStory',
});
export type VenueStory = z.infer<typeof VenueStorySchema>;

export const VenueStoriesSchema = z
  .object({ stories: z.array(VenueStorySchema) })
  .meta({ id: 'VenueStories' });
export type VenueStories = z.infer<typeof VenueStoriesSchema>;

/** The photo is the raw request body; caption and dish ride in the query string. */
export const PostStoryQuerySchema = z.object({
  caption: z
    .string()
    .trim()
    .max(STORY_CAPTION_MAX_CHARS, contractMessage('captionMax', { max: STORY_CAPTION_MAX_CHARS }))
    .optional(),
  menu_item_id: z.uuid().optional(),
});
export type PostStoryQuery = z.infer<typeof PostStoryQuerySchema>;

export const VenueStoryParamsSchema = z.object({ id: z.uuid(), storyId: z.uuid() });
