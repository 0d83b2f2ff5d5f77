import { ArrowLeft, PackagePlus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useMenu } from '@/api/menu.ts';
import { useRestaurant } from '@/api/restaurants.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useCart } from '@/features/cart/cart-store.tsx';
import { CartItemControl } from '@/features/cart/components/cart-item-control.tsx';
import { MenuCard } from '@/features/menu/components/menu-card.tsx';
import { MenuPromotions } from '@/features/menu/components/menu-promotions.tsx';
import { RestaurantHero } from '@/features/menu/components/restaurant-hero.tsx';
import { ReviewsCard } from '@/features/reviews/components/reviews-card.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useStoredLocation } from '@/lib/use-stored-location.ts';

/** Navigation state read by /custom-delivery to preselect the restaurant. */
export type CustomDeliveryState = { restaurantId: string; restaurantName: string };

/** Restaurant menu page (/restaurant/:id): cover, menu with cart controls, custom delivery link and reviews. */
export function RestaurantMenuPage() {
  const { id = '' } = useParams();
  // With the customer's location the hero's fee is the one their card and checkout show (decision 021).
  const restaurant = useRestaurant(id, useStoredLocation());
  // Both kept fresh while on screen: a pause, closing or suspension shows without a reload (decision 052).
  const menu = useMenu(id, { live: true });
  const { dispatch } = useCart();
  const name = restaurant.data?.name;
  const { hash } = useLocation();
  const menuLoaded = menu.data !== undefined;
  const t = useT();

  // A story's "Order <dish>" link (#item-<id>) scrolls to that dish once the menu is on screen.
  useEffect(() => {
    if (!menuLoaded || !hash.startsWith('#item-')) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'center' });
  }, [menuLoaded, hash]);

  // Opening a restaurant page makes it the cart's current restaurant (docs/product.md#cart-rules).
  useEffect(() => {
    if (restaurant.data) {
      dispatch({ type: 'setRestaurant', restaurant_id: restaurant.data.id, restaurant_name: name });
    }
  }, [dispatch, restaurant.data, name]);

  if (restaurant.isPending) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        {t('menu.loading')}
      </p>
    );
  }

  const notFound = restaurant.error instanceof ApiError && restaurant.error.status === 404;
  // A venue suspended (or taken off the app) while its menu is open answers 404 from then on: the page stays, and
  // says it takes no orders (decision 052). Any other failed refresh keeps the last answer on screen.
  const withdrawn = notFound && restaurant.data !== undefined;

  // Only a 404 is "not found"; any other failure is an error with Retry, never mistaken for a missing venue.
  if (restaurant.data === undefined && !notFound) {
    return (
      <div className="py-16">
        <DocumentTitle title={t('menu.unavailable')} />
        <QueryState query={restaurant} errorText={t('menu.restaurantFailed')} retryLabel={t('common.retry')}>
          {() => null}
        </QueryState>
      </div>
    );
  }

  if (restaurant.data === undefined) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <DocumentTitle title={t('menu.notFound.title')} />
        <h1 className="text-2xl font-bold">{t('menu.notFound.heading')}</h1>
        <Button asChild variant="outline">
          <Link to="/">{t('notFound.back')}</Link>
        </Button>
      </div>
    );
  }

  const r = withdrawn ? { ...restaurant.data, is_open: false, status_label: null } : restaurant.data;
  const customDelivery: CustomDeliveryState = { restaurantId: r.id, restaurantName: r.name };

  return (
    <div className="space-y-6">
      <DocumentTitle title={t('menu.pageTitle', { name: r.name })} />
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          {t('menu.back')}
        </Link>
      </Button>
      <RestaurantHero restaurant={r} />
      {withdrawn ? (
        <Alert variant="warning" data-testid="restaurant-closed-alert">
          {t('cart.blocked.notTaking', { name: r.name })}
        </Alert>
      ) : !r.is_open ? (
        <Alert variant="warning" data-testid="restaurant-closed-alert">
          {t('menu.closed', { name: r.name, kind: r.kind === 'grocery' ? 'grocery' : 'restaurant' })}
        </Alert>
      ) : null}
      <MenuPromotions promotions={menu.data?.promotions} />
      <MenuCard
        query={menu}
        renderAction={(item) => <CartItemControl item={item} restaurantName={r.name} />}
      />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-card border border-dashed bg-card p-4 text-sm">
        <PackagePlus aria-hidden="true" className="size-5 text-primary" />
        <span>{t('menu.custom.question')}</span>
        <Link
          to="/custom-delivery"
          state={customDelivery}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('menu.custom.request')}
        </Link>
      </p>
      <ReviewsCard restaurantId={r.id} />
    </div>
  );
}

export { RestaurantMenuPage as Component };
