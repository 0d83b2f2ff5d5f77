import { PartnerDoorPage } from '../partner-door.tsx';

/** Restaurant login (/restaurant/login, /restaurant-login): Sign In, or Apply to list a restaurant. */
export function RestaurantLoginPage() {
  return (
    <PartnerDoorPage
      kind="restaurant"
      title="Restaurant sign-in"
      description="For restaurants and grocery stores on Lekker Eats: sign in to your portal to accept orders, update your menu and follow your payouts. Not on Lekker Eats yet? Apply to list your venue."
    />
  );
}

export { RestaurantLoginPage as Component };
