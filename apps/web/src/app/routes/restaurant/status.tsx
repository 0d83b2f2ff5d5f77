import { AreaPage } from '@/components/layout/area-page.tsx';

/** Restaurant application status (/restaurant/status). */
export function RestaurantStatusPage() {
  return (
    <AreaPage
      title="Restaurant application status"
      description="See whether your venue's application is pending, approved or suspended. Approved venues appear to customers and can take orders."
      links={[{ to: '/restaurant/login', label: 'Restaurant sign-in' }]}
    />
  );
}

export { RestaurantStatusPage as Component };
