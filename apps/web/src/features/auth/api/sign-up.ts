import { useMutation } from '@tanstack/react-query';
import { authPost } from './auth-request.ts';

export type SignUpInput = {
  name: string;
  email: string;
  password: string;
  /** Where the confirmation link lands (a same-origin path). */
  callbackURL: string;
};

/**
 * Creates the account and e-mails a confirmation link. A taken address answers exactly like a new one (its owner
 * gets an e-mail instead), so nobody can find out who has an account.
 */
export function signUp(input: SignUpInput) {
  return authPost<unknown>('/sign-up/email', {
    name: input.name.trim(),
    email: input.email.trim(),
    password: input.password,
    callbackURL: input.callbackURL,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
