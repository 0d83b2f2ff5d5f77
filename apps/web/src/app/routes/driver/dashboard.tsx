import { AreaPage } from '@/components/layout/area-page.tsx';

/** Driver dashboard (/driver/dashboard, /driver-dashboard). */
export function DriverDashboardPage() {
  return (
    <AreaPage
      title="Driver dashboard"
      description="Go online, see delivery requests within 20 km, accept a delivery and guide it from pick-up to the customer's door."
      links={[{ to: '/driver/login', label: 'Driver sign-in' }]}
    />
  );
}

export { DriverDashboardPage as Component };
