import { useMutation } from '@tanstack/react-query';
import { authPost } from './auth-request.ts';

export type ResendConfirmationInput = { email: string; callbackURL?: string };

/** Sends a new confirmation link (answers the same whether or not the address has an unconfirmed account). */
export function resendConfirmation({ email, callbackURL = '/auth?confirmed=1' }: ResendConfirmationInput) {
  return authPost<unknown>('/send-verification-email', { email: email.trim(), callbackURL });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
