import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useViewer } from '@/api/viewer.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { withRedirect } from '@/features/auth/redirect.ts';
import { useCart } from '@/features/cart/cart-store.tsx';
import {
  CustomDeliveryForm,
  type CustomDeliveryViewer,
  type PreparedCustomDelivery,
} from '@/features/custom-delivery/components/custom-delivery-form.tsx';
import type { CustomDeliveryState } from './restaurant-menu.tsx';

const STEPS = [
  'Choose the restaurant or store and tell us what to collect.',
  'Type the delivery address and put the pin on your door on the map.',
  'Upload the receipt (a photo or PDF, up to 8 MB) and pay the delivery fee.',
  'A driver collects your items and brings them to you.',
] as const;

function navigationRestaurant(state: unknown): { id: string; name: string } | null {
  const s = state as Partial<CustomDeliveryState> | null;
  return typeof s?.restaurantId === 'string' && s.restaurantId
    ? { id: s.restaurantId, name: typeof s.restaurantName === 'string' ? s.restaurantName : '' }
    : null;
}

/** Custom delivery request (/custom-delivery): the form, then the cart in delivery-only mode and the payment. */
export function CustomDeliveryPage() {
  const viewer = useViewer();
  const { dispatch } = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  // The menu page's restaurant counts on arrival only: a reload keeps what the customer chose since.
  const [arrivedWith] = useState(() => navigationRestaurant(location.state));
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  const who: CustomDeliveryViewer | null | undefined =
    viewer.data === undefined
      ? undefined
      : viewer.data === null
        ? null
        : {
            name: viewer.data.profile?.full_name || viewer.data.user.name || null,
            phone: viewer.data.profile?.phone ?? null,
            isCustomer: viewer.data.roles.includes('customer'),
          };

  function onPrepared(prepared: PreparedCustomDelivery) {
    dispatch({
      type: 'setDeliveryOnly',
      restaurant_id: prepared.restaurant_id,
      restaurant_name: prepared.restaurant_name,
      delivery_fee_cents: prepared.delivery_fee_cents,
      custom_delivery_data: prepared.custom_delivery_data,
    });
    navigate('/cart?pay=1');
  }

  return (
    <div className="space-y-6">
      <DocumentTitle title="Custom delivery" />
      <PageHeader
        title="Custom delivery"
        description="Already bought something that is not on a menu? Request a custom delivery: a driver collects your items and brings them to you, and you pay only the delivery fee for the distance."
      />
      <details className="rounded-card border bg-card p-4 text-sm">
        <summary className="cursor-pointer font-semibold">How it works</summary>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-muted-foreground">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
      <CustomDeliveryForm
        viewer={who}
        initialRestaurant={arrivedWith}
        signInHref={withRedirect('/login', '/custom-delivery')}
        onPrepared={onPrepared}
      />
    </div>
  );
}

export { CustomDeliveryPage as Component };
