import { toAdCard } from '@lekker/core/ads';
import type { AdCard } from '@lekker/core/contracts/catalogue';
import type { LatLng } from '@lekker/core/distance';
import { toRestaurantRow } from '../restaurants/restaurants.repository.ts';
import type { AdsRepository } from './ads.repository.ts';

export function createAdsService(repo: AdsRepository, clock: () => Date = () => new Date()) {
  return {
    async listRunning(origin: LatLng | null): Promise<{ ads: AdCard[] }> {
      const rows = await repo.listRunning(clock());
      return {
        ads: rows.map(({ ad, restaurant }) =>
          toAdCard(
            {
              id: ad.id,
              restaurant_id: ad.restaurantId,
              ad_image_url: ad.adImageUrl,
              special_offer: ad.specialOffer,
              offer_description: ad.offerDescription,
              cta_text: ad.ctaText,
              priority: ad.priority,
              restaurant: toRestaurantRow(restaurant),
            },
            origin,
          ),
        ),
      };
    },
  };
}
export type AdsService = ReturnType<typeof createAdsService>;
