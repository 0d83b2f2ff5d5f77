import { UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useViewer } from '@/api/viewer.ts';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { deferredModule } from '@/lib/deferred-module.ts';
import { withBundles } from '@/lib/i18n/bundles.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';
import { withRedirect } from '../redirect.ts';

type AccountMenuProps = {
  /** Where 'Sign in' leads for signed-out visitors (the customer door by default). */
  signInTo?: string;
  className?: string;
};

/** The menu speaks from the common bundle: its code and texts come together. */
const signedInMenu = deferredModule(() => withBundles(import('./signed-in-menu.tsx'), ['common']));

/**
 * The header's account control: 'Sign in' for visitors; for signed-in people a small menu with their roles
 * (switching sets the preferred role and opens that role's area; a single partner role links to its area),
 * application status links and 'Sign out'. The menu's code loads once someone is signed in, so visitors never
 * download it (docs/decisions/028-light-shell.md).
 */
export function AccountMenu({ signInTo = '/auth', className }: AccountMenuProps) {
  const viewer = useViewer();
  const here = useLocation();
  const menu = signedInMenu.use();
  const t = useT();
  const me = viewer.data;
  useEffect(() => {
    if (me) void signedInMenu.load();
  }, [me]);

  if (viewer.isPending || (me && !menu))
    return <Skeleton className={cn('h-9 w-20 rounded-full', className)} />;
  if (!me || !menu) {
    return (
      <Link
        // Signing in (or confirming a new account's e-mail) brings the visitor back to this page.
        to={withRedirect(signInTo, `${here.pathname}${here.search}`)}
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-9', className)}
      >
        <UserRound aria-hidden="true" />
        {t('auth.signIn')}
      </Link>
    );
  }
  return <menu.SignedInMenu me={me} className={className} />;
}
