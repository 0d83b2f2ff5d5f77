import { AreaPage } from '@/components/layout/area-page.tsx';

/** Restaurant login (/restaurant/login, /restaurant-login). */
export function RestaurantLoginPage() {
  return (
    <AreaPage
      title="Restaurant sign-in"
      description="For restaurants and grocery stores on Lekker Eats: sign in to your portal to accept orders, update your menu and follow your payouts."
      links={[
        { to: '/restaurant/status', label: 'Check your application status' },
        { to: '/reset-password', label: 'Forgot password?' },
      ]}
    />
  );
}

export { RestaurantLoginPage as Component };
