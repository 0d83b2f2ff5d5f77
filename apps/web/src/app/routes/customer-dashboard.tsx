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

/** Customer dashboard (/customer-dashboard): orders first (track, reorder, review), then profile and addresses. */
export function CustomerDashboardPage() {
  return (
    <RequireSignedIn door="/login">
      <DocumentTitle title="Your orders" />
      <div className="space-y-8">
        <PageHeader
          title="Your orders"
          description="Your current and past orders in one place: follow a delivery, order a favourite again, or rate a delivered order."
        />
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
          <section aria-labelledby="history-heading" className="space-y-3">
            <h2 id="history-heading" className="text-lg font-semibold">
              Order history
            </h2>
            <ReorderingHistory />
          </section>
          <div className="space-y-6">
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
            <p className="text-sm">
              <Link to="/profile" className="font-semibold text-primary underline-offset-4 hover:underline">
                Open your profile
              </Link>
            </p>
          </div>
        </div>
      </div>
    </RequireSignedIn>
  );
}

/** The history wired to the cart: 'Reorder' refills it and opens it. */
function ReorderingHistory({ limit }: { limit?: number }) {
  const { dispatch } = useCart();
  const navigate = useNavigate();
  const { reorder, pendingId } = useReorder(dispatch);
  return (
    <OrderHistory
      limit={limit}
      reorderingId={pendingId}
      onReorder={async (order) => {
        if (await reorder(order)) navigate('/cart');
      }}
    />
  );
}

export { CustomerDashboardPage as Component };
