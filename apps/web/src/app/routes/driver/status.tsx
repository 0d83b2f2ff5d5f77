import { AreaPage } from '@/components/layout/area-page.tsx';

/** Driver application status (/driver/status). */
export function DriverStatusPage() {
  return (
    <AreaPage
      title="Driver application status"
      description="See whether your application to drive with Lekker Eats is pending, approved or suspended. Once approved you can go online from your dashboard."
      links={[{ to: '/driver/login', label: 'Driver sign-in' }]}
    />
  );
}

export { DriverStatusPage as Component };
