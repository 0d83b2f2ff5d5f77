import { z } from 'zod';
import { errorResponses } from '../../http/responses.ts';

/** What every admin route may answer besides its own success and conflicts. */
export const adminErrors = errorResponses({
  400: 'Invalid input',
  401: 'Not signed in',
  403: 'Not an admin',
  404: 'Not found',
});

/** Users are keyed by the auth library's text ids, not UUIDs. */
export const UserParamSchema = z.object({ id: z.string().min(1).max(64) });
