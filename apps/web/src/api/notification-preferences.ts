// Phone verification, per-channel notification switches and marketing consent; the venue's notification settings.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

const KEY = queryKeys.profile.notificationPreferences;

/** GET /api/me/notification-preferences. */
export function getNotificationPreferences(signal?: AbortSignal) {
  return body(api.GET('/me/notification-preferences', { signal }));
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: KEY, queryFn: ({ signal }) => getNotificationPreferences(signal) });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}

/** PUT /api/me/notification-preferences: the answer is the new state. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Schemas['NotificationPreferencesUpdate']) =>
      body(api.PUT('/me/notification-preferences', { body: input })),
    onSuccess: (prefs) => queryClient.setQueryData(KEY, prefs),
  });
}

/** POST /api/me/phone (sends a code) and POST /api/me/phone/verify: both refresh the preferences. */
export function useStartPhoneVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => body(api.POST('/me/phone', { body: { phone } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => body(api.POST('/me/phone/verify', { body: { code } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/me/notification-preferences/test: the channels it went out on. */
export function useSendTestMessage() {
  return useMutation({ mutationFn: () => body(api.POST('/me/notification-preferences/test')) });
}

/** GET /api/restaurant/venues/{id}/notification-settings. */
export function useVenueNotificationSettings(venueId: string) {
  return useQuery({
    queryKey: queryKeys.portal.notificationSettings(venueId),
    queryFn: ({ signal }) =>
      body(
        api.GET('/restaurant/venues/{id}/notification-settings', {
          params: { path: { id: venueId } },
          signal,
        }),
      ),
  });
}

export function useUpdateVenueNotificationSettings(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Schemas['VenueNotificationSettingsUpdate']) =>
      body(
        api.PUT('/restaurant/venues/{id}/notification-settings', {
          params: { path: { id: venueId } },
          body: input,
        }),
      ),
    onSuccess: (settings) =>
      queryClient.setQueryData(queryKeys.portal.notificationSettings(venueId), settings),
  });
}
