import { AreaPage } from '@/components/layout/area-page.tsx';
import { AdminConsole } from '@/features/admin-console/components/admin-console.tsx';
import { AdminApplicationsPanel } from '@/features/applications/components/admin-applications-panel.tsx';
import { BreachTool } from '@/features/privacy/components/breach-tool.tsx';
import { MyDataCard } from '@/features/privacy/components/my-data-card.tsx';

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
      <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
        <BreachTool />
        <MyDataCard />
      </div>
    </AreaPage>
  );
}

export { AdminDashboardPage as Component };
