import { AuthScreen } from '@/features/auth/components/auth-screen.tsx';

/** Customer sign-in and sign-up (/auth). */
export function AuthPage() {
  return <AuthScreen defaultTab="sign-in" />;
}

export { AuthPage as Component };
