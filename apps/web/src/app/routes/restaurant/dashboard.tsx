import { AreaPage } from '@/components/layout/area-page.tsx';

/** Restaurant dashboard (/restaurant/dashboard, /restaurant-dashboard). */
export function RestaurantDashboardPage() {
  return (
    <AreaPage
      title="Restaurant dashboard"
      description="A quick view of your venue today: open orders, sales and whether you are open for customers."
      links={[{ to: '/restaurant/portal', label: 'Open the restaurant portal' }]}
    />
  );
}

export { RestaurantDashboardPage as Component };
