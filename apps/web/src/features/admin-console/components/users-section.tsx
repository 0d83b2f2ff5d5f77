import { GRANTABLE_ROLES } from '@lekker/core/contracts/admin';
import { useState } from 'react';
import { type AdminUser, adminApi, useAdminAction, useAdminUsers } from '@/api/admin.ts';
import { ConfirmWithReasonDialog } from '@/components/confirm-with-reason-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { ActionError, QueryState, when } from './query-state.tsx';

type Role = (typeof GRANTABLE_ROLES)[number];
/** The privileged action an admin is confirming, and for whom. */
type Pending =
  | { kind: 'role'; user: AdminUser; role: Role; grant: boolean }
  | { kind: 'sign-out'; user: AdminUser }
  | { kind: 'suspension'; user: AdminUser; suspend: boolean };

function dialogText(p: Pending) {
  const who = `${p.user.name} (${p.user.email})`;
  if (p.kind === 'role')
    return p.grant
      ? {
          title: `Grant ${p.role} to ${p.user.name}?`,
          description:
            p.role === 'admin'
              ? `${who} gets the whole admin console: money, refunds, roles and suspensions.`
              : `${who} gets the ${p.role} role at once.`,
          confirm: `Grant ${p.role}`,
        }
      : {
          title: `Revoke ${p.role} from ${p.user.name}?`,
          description: `${who} loses the ${p.role} role at once.`,
          confirm: `Revoke ${p.role}`,
        };
  if (p.kind === 'sign-out')
    return {
      title: `Sign ${p.user.name} out everywhere?`,
      description: `Every session of ${who} ends at once, on every device.`,
      confirm: 'Sign out everywhere',
    };
  return p.suspend
    ? {
        title: `Suspend the account of ${p.user.name}?`,
        description: `${who} is signed out everywhere and cannot sign in until an admin reinstates the account.`,
        confirm: 'Suspend account',
      }
    : {
        title: `Reinstate the account of ${p.user.name}?`,
        description: `${who} can sign in again.`,
        confirm: 'Reinstate account',
      };
}

function runPending(p: Pending, reason: string): Promise<unknown> {
  if (p.kind === 'role') return adminApi.role(p.user.id, { role: p.role, reason }, p.grant);
  if (p.kind === 'sign-out') return adminApi.signOut(p.user.id, reason);
  return adminApi.userSuspension(p.user.id, p.suspend, reason);
}

/**
 * Users and roles: search; grant or revoke admin/restaurant/driver, sign out everywhere, suspend or reinstate an
 * account (docs/decisions/049-suspension-wins.md) — each confirmed with a typed reason kept in the audit log
 * (docs/decisions/053). Refusals (one's own admin role, the last admin) show in the dialog.
 */
export function UsersSection() {
  const [q, setQ] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const users = useAdminUsers(q.trim());
  const action = useAdminAction((x: { p: Pending; reason: string }) => runPending(x.p, x.reason));
  const ask = (p: Pending) => {
    action.reset();
    setPending(p);
  };
  const text = pending ? dialogText(pending) : null;
  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <h2 id="users-heading" className="text-lg font-bold">
        Users and roles
      </h2>
      <div className="max-w-md">
        <Label htmlFor="user-search">Search by e-mail, name or phone</Label>
        <Input id="user-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <QueryState query={users} label="users" isEmpty={(d) => d.users.length === 0} empty="No users match.">
        {(d) => (
          <ul className="divide-y rounded-xl border bg-card" aria-label="Users">
            {d.users.map((u) => (
              <li
                key={u.id}
                className="flex flex-wrap items-center gap-2 p-3"
                data-testid="admin-user-row"
                data-email={u.email}
              >
                <span className="font-semibold">{u.name}</span>
                <span className="text-sm text-muted-foreground">{u.email}</span>
                {u.roles.map((r) => (
                  <Badge key={r} variant="muted">
                    {r}
                  </Badge>
                ))}
                {u.suspended_at ? (
                  <Badge variant="destructive" title={u.suspended_reason ?? undefined}>
                    Suspended {when(u.suspended_at)}
                  </Badge>
                ) : null}
                <span className="ml-auto flex flex-wrap gap-2">
                  {GRANTABLE_ROLES.map((r) => {
                    const has = u.roles.includes(r);
                    return (
                      <Button
                        key={r}
                        size="sm"
                        variant={has ? 'outline' : 'secondary'}
                        aria-label={`${has ? `Revoke ${r} from` : `Grant ${r} to`} ${u.name}`}
                        onClick={() => ask({ kind: 'role', user: u, role: r, grant: !has })}
                      >
                        {has ? `Revoke ${r}` : `Grant ${r}`}
                      </Button>
                    );
                  })}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Sign ${u.name} out everywhere`}
                    onClick={() => ask({ kind: 'sign-out', user: u })}
                  >
                    Sign out everywhere
                  </Button>
                  <Button
                    size="sm"
                    variant={u.suspended_at ? 'default' : 'destructive'}
                    aria-label={`${u.suspended_at ? 'Reinstate the account of' : 'Suspend the account of'} ${u.name}`}
                    onClick={() => ask({ kind: 'suspension', user: u, suspend: !u.suspended_at })}
                  >
                    {u.suspended_at ? 'Reinstate account' : 'Suspend account'}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmWithReasonDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={text?.title ?? ''}
        description={text?.description ?? ''}
        confirmLabel={text?.confirm ?? ''}
        destructive={pending?.kind !== 'role' || !pending.grant || pending.role === 'admin'}
        pending={action.isPending}
        error={<ActionError error={action.error} />}
        onConfirm={(reason) =>
          pending && action.mutate({ p: pending, reason }, { onSuccess: () => setPending(null) })
        }
      />
    </section>
  );
}
