import type { Db } from '../db/client.ts';
import { restaurants, user } from '../db/schema/index.ts';
import {
  type AppRole,
  addRestaurantMember,
  insertAd,
  insertDriverProfile,
  insertMenuItems,
  insertRestaurant,
  insertReviews,
  insertUser,
  syncRatingsWithReviews,
} from './builders.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ADS,
  DEMO_CUSTOMER_LOCATION,
  DEMO_DRIVER_LOCATION,
  DEMO_OWNED_RESTAURANT_SLUG,
  DEMO_PASSWORD,
  DEMO_PLACES,
  type DemoPlace,
  demoAdImageUrl,
  demoImageUrl,
  demoVenueOwnerEmail,
  MENU_CATEGORY_IMAGES,
} from './demo-data.ts';
import { seedDemoHistory } from './demo-history.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type DemoSeedResult = { accounts: { role: string; email: string; password: string }[] };

/** True when no restaurant and no account exist yet (only such a database gets the demo data). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const venues = await db.select({ id: restaurants.id }).from(restaurants).limit(1);
  const accounts = await db.select({ id: user.id }).from(user).limit(1);
  return venues.length === 0 && accounts.length === 0;
}

/**
 * Inserts the demo places (menus, reviews), ads and one account per role in one transaction.
 * Deterministic apart from ids and timestamps, which are relative to `now`.
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<DemoSeedResult> {
  const at = (daysFromNow: number, minutesFromNow = 0): Date =>
    new Date(now.getTime() + daysFromNow * DAY + minutesFromNow * MINUTE);

  return db.transaction(async (tx) => {
    const idBySlug = new Map<string, string>();

    for (const place of DEMO_PLACES) {
      const restaurant = await insertRestaurant(tx, restaurantValues(place));
      idBySlug.set(place.slug, restaurant.id);

      await insertMenuItems(
        tx,
        restaurant.id,
        place.menu.map((item) => ({
          name: item.name,
          description: item.description,
          priceCents: item.priceCents,
          category: item.category,
          preparationTime: item.preparationTime,
          isAvailable: item.isAvailable,
          imageUrl: MENU_CATEGORY_IMAGES[item.category] ?? null,
        })),
      );

      await insertReviews(
        tx,
        restaurant.id,
        place.reviews.map((review, i) => {
          // Spread within the day too, so reviews of the same day keep a stable order.
          const createdAt = at(-review.daysAgo, -((i * 137) % 600) - 60);
          return {
            restaurantRating: review.rating,
            restaurantComment: review.comment,
            ownerReply: review.ownerReply ?? null,
            ownerRepliedAt: review.ownerReply ? new Date(createdAt.getTime() + 20 * 60 * MINUTE) : null,
            createdAt,
          };
        }),
      );
    }

    const idOf = (slug: string): string => {
      const id = idBySlug.get(slug);
      if (!id) throw new Error(`demo data refers to an unknown place: ${slug}`);
      return id;
    };

    for (const ad of DEMO_ADS) {
      await insertAd(tx, idOf(ad.restaurantSlug), {
        adImageUrl: demoAdImageUrl(ad.restaurantSlug),
        specialOffer: ad.specialOffer,
        offerDescription: ad.offerDescription,
        ctaText: ad.ctaText,
        priority: ad.priority,
        isActive: ad.isActive,
        startDate: at(ad.startDaysFromNow),
        endDate: ad.endDaysFromNow === null ? null : at(ad.endDaysFromNow),
        createdAt: at(ad.startDaysFromNow),
      });
    }

    const accounts: DemoSeedResult['accounts'] = [];
    let adminId: string | null = null;
    for (const demo of DEMO_ACCOUNTS) {
      const location = demo.role === 'customer' ? DEMO_CUSTOMER_LOCATION : {};
      const created = await insertUser(tx, {
        email: demo.email,
        name: demo.name,
        password: DEMO_PASSWORD,
        roles: [demo.role satisfies AppRole],
        emailVerified: true,
        profile: { phone: demo.phone, ...location },
      });
      if (demo.role === 'restaurant') {
        await addRestaurantMember(tx, created.id, idOf(DEMO_OWNED_RESTAURANT_SLUG), 'owner');
      }
      if (demo.role === 'driver') {
        await insertDriverProfile(tx, created.id, {
          status: 'approved',
          vehicleType: 'motorcycle',
          phone: demo.phone,
          lastLatitude: DEMO_DRIVER_LOCATION.latitude,
          lastLongitude: DEMO_DRIVER_LOCATION.longitude,
          locationUpdatedAt: now,
        });
      }
      if (demo.role === 'admin') adminId = created.id;
      accounts.push({ role: demo.role, email: demo.email, password: DEMO_PASSWORD });
    }

    // Every other demo venue is run by someone too (an owner of its own, never signed in during the demo): a venue
    // takes custom deliveries only when somebody there can hand the items over (docs/product.md#custom-delivery).
    for (const place of DEMO_PLACES) {
      if (place.slug === DEMO_OWNED_RESTAURANT_SLUG) continue;
      const owner = await insertUser(tx, {
        email: demoVenueOwnerEmail(place.slug),
        name: `${place.name} manager`,
        password: DEMO_PASSWORD,
        roles: ['restaurant'],
        emailVerified: true,
        profile: { phone: place.phone },
      });
      await addRestaurantMember(tx, owner.id, idOf(place.slug), 'owner');
    }

    // Eight weeks of past orders (analytics, statements and payouts show real figures).
    await seedDemoHistory(tx, { now, idOf, adminId });
    // A venue's card and its reviews card show the same rating.
    await syncRatingsWithReviews(tx);

    return { accounts };
  });
}

function restaurantValues(place: DemoPlace) {
  const image = demoImageUrl(place.slug);
  return {
    kind: place.kind,
    name: place.name,
    description: place.description,
    address: place.address,
    phone: place.phone,
    cuisineType: place.cuisineType,
    rating: place.rating,
    estimatedDeliveryTime: place.estimatedDeliveryTime,
    deliveryFeeCents: place.deliveryFeeCents,
    minimumOrderCents: place.minimumOrderCents,
    isOpen: place.isOpen,
    isActive: true,
    openingHours: place.openingHours,
    latitude: place.latitude,
    longitude: place.longitude,
    serviceRadiusKm: place.serviceRadiusKm,
    coverImageUrl: image,
    imageUrl: image,
    logoUrl: null,
    isPartnered: place.isPartnered,
  };
}
