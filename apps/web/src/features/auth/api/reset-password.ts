import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VIEWER_QUERY_KEY } from '@/api/viewer.ts';
import { ApiError } from '@/lib/api-client.ts';
import { authPost } from './auth-request.ts';

export type ResetPasswordInput = { token: string; newPassword: string };

/** Sets the new password; every old session of the account ends. */
export function resetPassword({ token, newPassword }: ResetPasswordInput) {
  return authPost<unknown>('/reset-password', { token, newPassword });
}

/** The reset link is unusable (expired, already used, or mangled). */
export function isInvalidTokenError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'invalid_token' || /invalid token|expired/i.test(error.message))
  );
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The reset ended every session of the account (this browser's too, if it was signed in as them).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIEWER_QUERY_KEY }),
  });
}
