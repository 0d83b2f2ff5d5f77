import type { AppRole } from '@lekker/core/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signIn, type Viewer, viewerQueryOptions } from '@/api/viewer.ts';

export type SignInInput = {
  email: string;
  password: string;
  /** The door: a role, or null/absent for the customer door. Overrides the hook's role when present. */
  role?: AppRole | null;
};

/** Sign in, then load the fresh viewer (roles, applications): the mutation's result is that viewer. */
export function useSignIn(role?: AppRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<Viewer> => {
      const doorRole = 'role' in input ? (input.role ?? undefined) : role;
      await signIn({ email: input.email, password: input.password, role: doorRole });
      const viewer = await queryClient.fetchQuery({ ...viewerQueryOptions(), staleTime: 0 });
      if (!viewer)
        throw new Error('Signed in, but the session was not kept. Check that cookies are allowed.');
      return viewer;
    },
  });
}
