import { AuthScreen } from '@/features/auth/components/auth-screen.tsx';

/** Customer login (/login): the auth screen on its Sign In tab; checkout sends visitors here with ?redirect=. */
export function LoginPage() {
  return <AuthScreen defaultTab="sign-in" />;
}

export { LoginPage as Component };
