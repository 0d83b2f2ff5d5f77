import { formatRand } from '@lekker/core/money';
import { ArrowLeft, BadgeCheck, Clock, Star } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useCart } from '@/features/cart/cart-store.tsx';
import { useMenu } from '@/features/restaurants/api/get-menu.ts';
import { useRestaurant } from '@/features/restaurants/api/get-restaurant.ts';
import { CoverImage } from '@/features/restaurants/components/cover-image.tsx';

/** Restaurant menu page (/restaurant/:id): header and the available items. Cart controls come with checkout. */
export function RestaurantMenuPage() {
  const { id = '' } = useParams();
  const restaurant = useRestaurant(id);
  const menu = useMenu(id);
  const { dispatch } = useCart();
  const name = restaurant.data?.name;

  // Opening a restaurant page makes it the cart's current restaurant (spec §4).
  useEffect(() => {
    if (restaurant.data) {
      dispatch({ type: 'setRestaurant', restaurant_id: restaurant.data.id, restaurant_name: name });
    }
  }, [dispatch, restaurant.data, name]);

  if (restaurant.isPending) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        Loading menu…
      </p>
    );
  }

  if (restaurant.isError) {
    return (
      <div className="space-y-4 py-16 text-center">
        <DocumentTitle title="Restaurant not found" />
        <h1 className="text-2xl font-bold">Restaurant not found.</h1>
        <Button asChild variant="outline">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    );
  }

  const r = restaurant.data;
  const cover = r.cover_image_url ?? r.logo_url;
  const items = menu.data?.items.filter((item) => item.is_available) ?? [];

  return (
    <div className="space-y-6">
      <DocumentTitle title={`${r.name} menu`} />
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
      </Button>
      <div className="overflow-hidden rounded-card border bg-card shadow-sm">
        <CoverImage
          src={cover}
          alt={r.name}
          eager
          width={1200}
          height={400}
          sizes="(min-width: 1152px) 1152px, 100vw"
          className="aspect-[3/1] w-full"
        />
        <div className="space-y-2 p-5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{r.name}</h1>
            {r.is_partnered ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                Partnered
              </Badge>
            ) : null}
            {!r.is_open ? <Badge variant="muted">Closed now</Badge> : null}
          </div>
          <p className="text-muted-foreground">{r.cuisine_type ?? 'Restaurant'}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              <span className="sr-only">Rating </span>
              {r.average_rating.toFixed(1)}
            </span>
            <span className="flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {r.delivery_time_min}-{r.delivery_time_max} min
            </span>
            <span>{formatRand(r.delivery_fee_cents)} delivery</span>
          </p>
          {r.description ? <p className="max-w-2xl text-sm">{r.description}</p> : null}
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Menu</CardTitle>
          <CardDescription>Browse available items</CardDescription>
        </CardHeader>
        <CardContent>
          {menu.isPending ? (
            <p role="status" className="text-muted-foreground">
              Loading menu…
            </p>
          ) : items.length === 0 ? (
            <p className="text-muted-foreground">No items available right now.</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {items.map((item) => (
                <li key={item.id} className="flex gap-3 rounded-xl border p-3">
                  <CoverImage
                    src={item.image_url}
                    alt={item.name}
                    width={96}
                    height={96}
                    sizes="96px"
                    className="size-24 shrink-0 rounded-lg"
                  />
                  <div className="min-w-0 space-y-1">
                    <h3 className="font-semibold">{item.name}</h3>
                    {item.description ? (
                      <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
                    ) : null}
                    <p className="font-semibold text-primary">{formatRand(item.price_cents)}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export { RestaurantMenuPage as Component };
