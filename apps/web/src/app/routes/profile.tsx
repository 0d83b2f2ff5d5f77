import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { RequireSignedIn } from '@/features/auth/components/require-access.tsx';
import { useCart } from '@/features/cart/cart-store.tsx';
import { OrderHistory } from '@/features/orders/components/order-history.tsx';
import { useReorder } from '@/features/orders/hooks/use-reorder.ts';
import { ProfileForm } from '@/features/profile/components/profile-form.tsx';
import { SavedAddresses } from '@/features/profile/components/saved-addresses.tsx';

/** Profile (/profile): your details and saved addresses, with your latest orders. */
export function ProfilePage() {
  const { dispatch } = useCart();
  const navigate = useNavigate();
  const { reorder, pendingId } = useReorder(dispatch);
  return (
    <RequireSignedIn door="/login">
      <DocumentTitle title="Your profile" />
      <div className="space-y-8">
        <PageHeader
          title="Your profile"
          description="Your name, phone number and saved delivery addresses, used to fill in checkout for you."
        />
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Your details</CardTitle>
            </CardHeader>
            <CardContent>
              <ProfileForm />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Saved addresses</CardTitle>
            </CardHeader>
            <CardContent>
              <SavedAddresses />
            </CardContent>
          </Card>
        </div>
        <section aria-labelledby="recent-orders" className="space-y-3">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="recent-orders" className="text-lg font-semibold">
              Recent orders
            </h2>
            <Link to="/customer-dashboard" className="text-sm font-semibold text-primary hover:underline">
              All orders
            </Link>
          </div>
          <OrderHistory
            limit={5}
            reorderingId={pendingId}
            onReorder={async (order) => {
              if (await reorder(order)) navigate('/cart');
            }}
          />
        </section>
      </div>
    </RequireSignedIn>
  );
}

export { ProfilePage as Component };
