import { useMutation } from '@tanstack/react-query';
import { authPost } from './auth-request.ts';

/** E-mails a reset link that lands on /reset-password?token=… (same answer whether or not the account exists). */
export function requestPasswordReset(email: string) {
  return authPost<unknown>('/request-password-reset', { email: email.trim(), redirectTo: '/reset-password' });
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
