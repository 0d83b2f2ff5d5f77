// The account menu of a signed-in person: roles to switch between, application status links and 'Sign out'.
// Loaded by AccountMenu once someone is signed in (docs/decisions/028-light-shell.md).
import type { Viewer } from '@lekker/core/contracts/accounts';
import { type AppRole, ROLE_HOME } from '@lekker/core/roles';
import { Check, ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeferredPopover } from '@/components/ui/deferred-popover.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';
import { useSignOut } from '../api/sign-out.ts';
import { useActiveRole } from '../hooks/use-active-role.ts';

type SignedInMenuProps = {
  me: Viewer;
  className?: string;
};

const ROLE_LABEL = {
  admin: 'account.role.admin',
  restaurant: 'account.role.restaurant',
  driver: 'account.role.driver',
  customer: 'account.role.customer',
} as const satisfies Record<AppRole, string>;

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring';

/** The signed-in person's menu (loaded with their first signed-in page, not with the shell). */
export function SignedInMenu({ me, className }: SignedInMenuProps) {
  const t = useT();
  const { role: active, roles, setPreferredRole } = useActiveRole();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  function switchTo(role: AppRole) {
    setPreferredRole(role);
    setOpen(false);
    navigate(ROLE_HOME[role]);
  }

  const firstName = me.user.name.split(/\s+/)[0] || me.user.email;
  // Several roles: switch between them. One partner role: a way to its area. Customers only: nothing to list.
  const switching = roles.length > 1;
  const areaRoles = switching ? roles : roles.filter((role) => role !== 'customer');
  const driverPending = me.driver_application && me.driver_application.status !== 'approved';
  const restaurantPending = me.restaurant_applications.length > 0 && !roles.includes('restaurant');

  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      triggerProps={{
        'aria-label': t('account.menuLabel', { name: me.user.name || me.user.email }),
        className: cn(
          'inline-flex h-9 max-w-44 items-center gap-1.5 rounded-full border border-input bg-card px-3 text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
          className,
        ),
      }}
      trigger={
        <>
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="hidden truncate sm:inline">{firstName}</span>
          <ChevronDown aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
        </>
      }
      contentProps={{
        align: 'end',
        sideOffset: 8,
        'aria-label': t('account.menu'),
        className: 'z-50 w-64 rounded-card border bg-card p-2 text-card-foreground shadow-lg',
      }}
    >
      <div className="border-b px-3 pt-1 pb-2.5">
        <p className="truncate text-sm font-semibold">{me.user.name || t('account.yours')}</p>
        <p className="truncate text-xs text-muted-foreground">{me.user.email}</p>
      </div>
      {areaRoles.length > 0 ? (
        <section aria-labelledby="account-menu-roles" className="border-b py-1.5">
          <h2 id="account-menu-roles" className="px-3 py-1 text-xs font-semibold text-muted-foreground">
            {switching ? t('account.switchRole') : t('account.yourArea')}
          </h2>
          <ul>
            {areaRoles.map((role) => (
              <li key={role}>
                <button
                  type="button"
                  className={itemClass}
                  aria-current={switching && role === active ? 'true' : undefined}
                  onClick={() => switchTo(role)}
                >
                  <Check
                    aria-hidden="true"
                    className={cn(
                      'size-4 text-primary',
                      switching && role === active ? 'visible' : 'invisible',
                    )}
                  />
                  {t(ROLE_LABEL[role])}
                  {switching && role === active ? (
                    <span className="sr-only">{t('account.current')}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {driverPending || restaurantPending ? (
        <ul className="border-b py-1.5">
          {driverPending ? (
            <li>
              <Link to="/driver/status" className={itemClass} onClick={() => setOpen(false)}>
                {t('account.driverApplication')}
              </Link>
            </li>
          ) : null}
          {restaurantPending ? (
            <li>
              <Link to="/restaurant/status" className={itemClass} onClick={() => setOpen(false)}>
                {t('account.restaurantApplication')}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="pt-1.5">
        <button
          type="button"
          className={itemClass}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: () => setOpen(false) })}
        >
          <LogOut aria-hidden="true" className="size-4 text-muted-foreground" />
          {signOut.isPending ? t('auth.signedIn.signingOut') : t('auth.signedIn.signOut')}
        </button>
      </div>
    </DeferredPopover>
  );
}
