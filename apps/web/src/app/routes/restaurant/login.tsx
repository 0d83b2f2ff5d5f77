import { useT } from '@/lib/i18n/use-t.ts';
import { PartnerDoorPage } from '../partner-door.tsx';

/** Restaurant login (/restaurant/login, /restaurant-login): Sign In, or Apply to list a restaurant. */
export function RestaurantLoginPage() {
  const t = useT();
  return (
    <PartnerDoorPage
      kind="restaurant"
      title={t('restaurantLogin.title')}
      description={t('restaurantLogin.description')}
    />
  );
}

export { RestaurantLoginPage as Component };
