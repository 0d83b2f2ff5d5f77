import { AreaPage } from '@/components/layout/area-page.tsx';

/** Driver login (/driver/login, /driver-login). */
export function DriverLoginPage() {
  return (
    <AreaPage
      title="Driver sign-in"
      description="Deliver with Lekker Eats: sign in to see delivery requests within 20 km of you and share your live location while you deliver."
      links={[
        { to: '/driver/status', label: 'Check your application status' },
        { to: '/reset-password', label: 'Forgot password?' },
      ]}
    />
  );
}

export { DriverLoginPage as Component };
