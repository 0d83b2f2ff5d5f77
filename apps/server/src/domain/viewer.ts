import type { AppRole } from '@lekker/core/roles';

/** The signed-in person making the request, with their roles read from the roles table for this request. */
export type Viewer = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  sessionId: string;
  roles: AppRole[];
};
