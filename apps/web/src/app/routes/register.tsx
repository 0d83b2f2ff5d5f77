import { AuthScreen } from '@/features/auth/components/auth-screen.tsx';

/** Customer registration (/register): the auth screen on its Sign Up tab. */
export function RegisterPage() {
  return <AuthScreen defaultTab="sign-up" />;
}

export { RegisterPage as Component };
