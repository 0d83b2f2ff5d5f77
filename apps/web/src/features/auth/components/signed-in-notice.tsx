import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Viewer } from '@/api/viewer.ts';
import { Button } from '@/components/ui/button.tsx';
import { Message } from '@/lib/i18n/message.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useSignOut } from '../api/sign-out.ts';

type SignedInNoticeProps = {
  viewer: Viewer;
  /** What to say below the name (e.g. where Continue leads, or why this account cannot enter). */
  children?: ReactNode;
  /** The primary action (e.g. a Continue link). */
  action?: ReactNode;
};

/** A door visited while signed in: who is signed in, the way on, and 'Sign out' to use another account. */
export function SignedInNotice({ viewer, children, action }: SignedInNoticeProps) {
  const t = useT();
  const location = useLocation();
  // Stay at this door to sign in with another account.
  const signOut = useSignOut({ redirectTo: `${location.pathname}${location.search}` });
  return (
    <div className="space-y-4">
      <div className="rounded-xl border bg-muted p-4 text-sm">
        <p>
          <Message
            id="auth.signedIn.as"
            elements={{
              name: <span className="font-semibold">{viewer.user.name || viewer.user.email}</span>,
            }}
          />
          <span className="text-muted-foreground"> ({viewer.user.email})</span>
        </p>
        {children ? <div className="mt-2 text-muted-foreground">{children}</div> : null}
      </div>
      <div className="flex flex-wrap gap-3">
        {action}
        <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          {signOut.isPending ? t('auth.signedIn.signingOut') : t('auth.signedIn.signOut')}
        </Button>
      </div>
    </div>
  );
}
