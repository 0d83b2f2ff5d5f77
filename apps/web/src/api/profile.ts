// The caller's profile (name, phone, e-mail).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const PROFILE_QUERY_KEY = queryKeys.profile.me;

/** GET /api/profile: name, phone and e-mail. */
export function getProfile(signal?: AbortSignal) {
  return body(api.GET('/profile', { signal }));
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** PATCH /api/profile. The viewer (header name) is refreshed too. */
export function updateProfile(input: Schemas['ProfileUpdate']) {
  return body(api.PATCH('/profile', { body: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.viewer });
    },
  });
}
