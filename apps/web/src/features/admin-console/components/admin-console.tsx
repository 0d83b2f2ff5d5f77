import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { queryKeys } from '@/api/query-keys.ts';
import { useRealtimeEvent, useRealtimeRoom } from '@/lib/use-realtime.ts';
import { cn } from '@/lib/utils.ts';
import { AdsSection } from './ads-section.tsx';
import { AuditSection } from './audit-section.tsx';
import { DispatchSection } from './dispatch-section.tsx';
import { DriversSection } from './drivers-section.tsx';
import { JobsSection } from './jobs-section.tsx';
import { OrdersSection } from './orders-section.tsx';
import { OverviewSection } from './overview-section.tsx';
import { PayoutsSection } from './payouts-section.tsx';
import { RestaurantsSection } from './restaurants-section.tsx';
import { UsersSection } from './users-section.tsx';

export const ADMIN_SECTIONS = [
  { id: 'orders', label: 'Live orders' },
  { id: 'dispatch', label: 'Dispatch' },
  { id: 'overview', label: 'Overview' },
  { id: 'restaurants', label: 'Restaurants' },
  { id: 'drivers', label: 'Drivers' },
  { id: 'applications', label: 'Applications' },
  { id: 'ads', label: 'Ads' },
  { id: 'users', label: 'Users and roles' },
  { id: 'payouts', label: 'Payouts' },
  { id: 'audit', label: 'Audit log' },
  { id: 'jobs', label: 'Jobs' },
] as const;
export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];

/**
 * The operations console: one page with a section per job, the section in the URL (`?section=`), so a link or a
 * reload keeps the place. `applications` is the applications feature's panel, handed in by the route.
 */
export function AdminConsole({ applications }: { applications: ReactNode }) {
  const [params, setParams] = useSearchParams();
  // Live: every order change arrives in the admins' room and refreshes the console's views (polling stays as a
  // fallback while the socket is away).
  const queryClient = useQueryClient();
  useRealtimeRoom('admin:ops');
  useRealtimeEvent((event) => {
    if (event.type === 'order.updated') void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
  });
  const current = (ADMIN_SECTIONS.find((s) => s.id === params.get('section'))?.id ??
    'orders') as AdminSectionId;
  return (
    <div className="space-y-6">
      <nav aria-label="Admin sections" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-1 px-1 pb-1">
          {ADMIN_SECTIONS.map((s) => (
            <li key={s.id}>
              <a
                href={`?section=${s.id}`}
                aria-current={current === s.id ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setParams({ section: s.id });
                }}
                className={cn(
                  'inline-block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold',
                  current === s.id ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
                )}
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {current === 'orders' ? <OrdersSection /> : null}
      {current === 'dispatch' ? <DispatchSection /> : null}
      {current === 'overview' ? <OverviewSection /> : null}
      {current === 'restaurants' ? <RestaurantsSection /> : null}
      {current === 'drivers' ? <DriversSection /> : null}
      {current === 'applications' ? applications : null}
      {current === 'ads' ? <AdsSection /> : null}
      {current === 'users' ? <UsersSection /> : null}
      {current === 'payouts' ? <PayoutsSection /> : null}
      {current === 'audit' ? <AuditSection /> : null}
      {current === 'jobs' ? <JobsSection /> : null}
    </div>
  );
}
