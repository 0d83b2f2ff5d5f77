import { AreaPage } from '@/components/layout/area-page.tsx';
import { AdminApplicationsPanel } from '@/features/applications/components/admin-applications-panel.tsx';

/** Admin dashboard (/admin/dashboard, /admin-dashboard; /admin redirects here). Admins only (router guard). */
export function AdminDashboardPage() {
  return (
    <AreaPage
      title="Admin dashboard"
      description="Approve or suspend restaurants and drivers, follow live orders, and step in when an order needs to be cancelled."
    >
      <AdminApplicationsPanel />
    </AreaPage>
  );
}

export { AdminDashboardPage as Component };
