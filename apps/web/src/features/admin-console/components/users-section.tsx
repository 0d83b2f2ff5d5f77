import { GRANTABLE_ROLES } from '@lekker/core/contracts/admin';
import { useState } from 'react';
import { adminApi, useAdminAction, useAdminUsers } from '@/api/admin.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { ActionError, QueryState } from './query-state.tsx';

/**
 * Users and roles: search, grant or revoke admin/restaurant/driver, sign out everywhere. Removing one's own admin
 * role is refused by the server, and its message shows here.
 */
export function UsersSection() {
  const [q, setQ] = useState('');
  const users = useAdminUsers(q.trim());
  const role = useAdminAction((x: { id: string; role: (typeof GRANTABLE_ROLES)[number]; grant: boolean }) =>
    adminApi.role(x.id, x.role, x.grant),
  );
  const signOut = useAdminAction((id: string) => adminApi.signOut(id));
  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <h2 id="users-heading" className="text-lg font-bold">
        Users and roles
      </h2>
      <div className="max-w-md">
        <Label htmlFor="user-search">Search by e-mail, name or phone</Label>
        <Input id="user-search" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <ActionError error={role.error ?? signOut.error} />
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
                <span className="ml-auto flex flex-wrap gap-2">
                  {GRANTABLE_ROLES.map((r) => {
                    const has = u.roles.includes(r);
                    return (
                      <Button
                        key={r}
                        size="sm"
                        variant={has ? 'outline' : 'secondary'}
                        disabled={role.isPending}
                        onClick={() => role.mutate({ id: u.id, role: r, grant: !has })}
                      >
                        {has ? `Revoke ${r}` : `Grant ${r}`}
                      </Button>
                    );
                  })}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={signOut.isPending}
                    onClick={() => signOut.mutate(u.id)}
                  >
                    Sign out everywhere
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
