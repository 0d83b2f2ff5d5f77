import { AreaPage } from '@/components/layout/area-page.tsx';
import { AdminApplicationsPanel } from '@/features/applications/components/admin-applications-panel.tsx';

/** Admin dashboard (/admin/dashboard, /admin-dashboard; /admin redirects here). Admins only (router guard). */
export function AdminDashboardPage() {
  return (
    <AreaPage
      title="Admin dashboard"
      description="Approve or suspend restaurants and drivers. Not built yet: live operations, refunds, partners, users and roles, money and the audit log."
    >
      <AdminApplicationsPanel />
    </AreaPage>
  );
}

export { AdminDashboardPage as Component };
