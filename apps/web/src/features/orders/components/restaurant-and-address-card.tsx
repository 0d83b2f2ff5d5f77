import type { Order } from '@lekker/core/contracts/orders';
import { MapPin, Phone, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CollectionLine } from './collection-line.tsx';
import { ScheduledFor } from './scheduled-for.tsx';

/** 'Restaurant': the venue with its address and phone, where the order goes, and the special instructions. */
export function RestaurantAndAddressCard({ order }: { order: Order }) {
  const { restaurant, delivery_address: address } = order;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Restaurant</CardTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        <ScheduledFor order={order} />
        <p className="flex items-center gap-2 font-semibold">
          <Store aria-hidden="true" className="size-4" />
          <Link to={`/restaurant/${restaurant.id}`} className="hover:underline">
            {restaurant.name}
          </Link>
        </p>
        {restaurant.address ? <p className="text-muted-foreground">{restaurant.address}</p> : null}
        {restaurant.phone ? (
          <p className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4" />
            <a href={`tel:${restaurant.phone.replace(/\s/g, '')}`} className="text-primary hover:underline">
              {restaurant.phone}
            </a>
          </p>
        ) : null}
        {order.fulfilment === 'collection' ? (
          <CollectionLine />
        ) : (
          <p className="flex items-start gap-2 pt-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4" />
            <span>
              Delivering to {address.street}, {address.city}, {address.province}
              {address.postal_code ? ` ${address.postal_code}` : ''}
              {address.notes ? <span className="block text-muted-foreground">{address.notes}</span> : null}
            </span>
          </p>
        )}
        {order.special_instructions ? (
          <p className="text-muted-foreground">Instructions: {order.special_instructions}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
