import { AreaPage } from '@/components/layout/area-page.tsx';
import { AdminConsole } from '@/features/admin-console/components/admin-console.tsx';
import { AdminApplicationsPanel } from '@/features/applications/components/admin-applications-panel.tsx';

/**
 * The operations console (/admin/dashboard, /admin-dashboard; /admin redirects here). Admins only (router guard;
 * every API call is checked again on the server). The applications panel comes from its own feature.
 */
export function AdminDashboardPage() {
  return (
    <AreaPage
      title="Admin dashboard"
      description="Run the marketplace: live orders and their exceptions, refunds, venues, drivers, applications, users and roles, payouts and the audit log."
    >
      <AdminConsole applications={<AdminApplicationsPanel />} />
    </AreaPage>
  );
}

export { AdminDashboardPage as Component };
