import type { Profile, ProfileUpdate } from '@lekker/core/contracts/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';

export const PROFILE_QUERY_KEY = ['profile', 'me'] as const;

/** GET /api/profile: name, phone and e-mail. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet<Profile>('/profile', undefined, { signal });
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** PATCH /api/profile. The viewer (header name) is refreshed too. */
export function updateProfile(input: ProfileUpdate): Promise<Profile> {
  return apiSend<Profile>('PATCH', '/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: ['viewer'] });
    },
  });
}
