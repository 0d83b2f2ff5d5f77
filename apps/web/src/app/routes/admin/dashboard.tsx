import { AreaPage } from '@/components/layout/area-page.tsx';

/** Admin dashboard (/admin/dashboard, /admin-dashboard; /admin redirects here). */
export function AdminDashboardPage() {
  return (
    <AreaPage
      title="Admin dashboard"
      description="Approve or suspend restaurants and drivers, follow live orders, and step in when an order needs to be cancelled."
      links={[{ to: '/admin/login', label: 'Admin sign-in' }]}
    />
  );
}

export { AdminDashboardPage as Component };
