import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

/** Shown to a signed-out visitor: the form can be filled in, but uploading and sending need an account. */
export function SignInPrompt({ signInHref }: { signInHref: string }) {
  return (
    <Alert variant="info" className="flex flex-wrap items-center gap-3" data-testid="sign-in-prompt">
      <LogIn aria-hidden="true" />
      <p className="min-w-0 flex-1">
        Sign in to upload your receipt and send a custom delivery request. You can fill in the form first.
      </p>
      <Button asChild size="sm">
        <Link to={signInHref}>Sign in</Link>
      </Button>
    </Alert>
  );
}
