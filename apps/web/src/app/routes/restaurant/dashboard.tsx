import { Navigate, useLocation } from 'react-router';

/**
 * Restaurant dashboard (/restaurant/dashboard, /restaurant-dashboard): the day's overview lives on the portal home,
 * so the dashboard takes the owner there (keeping ?venue=).
 */
export function RestaurantDashboardPage() {
  const { search } = useLocation();
  return <Navigate to={`/restaurant/portal${search}`} replace />;
}

export { RestaurantDashboardPage as Component };
