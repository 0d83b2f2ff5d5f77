import { z } from 'zod';

/**
 * One of a person's signed-in devices, as GET /api/account/sessions lists it: an id to revoke it by, never the
 * session's token (whoever holds a token is signed in as its owner).
 */
export const AccountSessionSchema = z
  .object({
    id: z.string(),
    /** The browser and system, e.g. "Chrome on Android"; "Unknown device" when it did not say. */
    device: z.string(),
    created_at: z.string(),
    /** When the session was last extended (at most once a day while in use). */
    last_seen_at: z.string(),
    expires_at: z.string(),
    /** The session of this very request. */
    current: z.boolean(),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsSchema = z
  .object({ sessions: z.array(AccountSessionSchema) })
  .meta({ id: 'AccountSessions' });
