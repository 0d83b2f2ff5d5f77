import type { GeocodeRequest, GeocodeResult } from '@lekker/core/contracts/geo';
import type { Logger } from 'pino';
import { AppError } from '../../domain/errors.ts';
import { coordinatesResult, type Geocoder, GeocoderUnavailableError } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import { createOfflineGeocoder } from './offline-geocoder.ts';

export type GeocoderSettings = { provider: 'offline' | 'nominatim'; nominatimUrl: string };

/** The configured implementation (config.geocoder): the embedded gazetteer by default, Nominatim on request. */
export function createGeocoder(settings: GeocoderSettings): Geocoder {
  return settings.provider === 'nominatim'
    ? createNominatimGeocoder({ baseUrl: settings.nominatimUrl })
    : createOfflineGeocoder();
}

export const geocoderUnavailable = () =>
  new AppError(502, 'geocoder_unavailable', 'Geocoding service unavailable. Please try again later.');

export function createGeoService(geocoder: Geocoder, logger?: Pick<Logger, 'warn'>) {
  return {
    /**
     * Forward: the place, or `{ success: false, error: 'Address not found' }`; a failing provider is a 502.
     * Reverse: the place, else the raw coordinates, also when the provider fails (docs/product.md#geocoding).
     */
    async geocode(request: GeocodeRequest): Promise<GeocodeResult> {
      if (request.type === 'forward') {
        try {
          return await geocoder.forward(request.query);
        } catch (error) {
          if (!(error instanceof GeocoderUnavailableError)) throw error;
          logger?.warn({ err: error }, 'forward geocoding failed');
          throw geocoderUnavailable();
        }
      }
      try {
        return await geocoder.reverse(request.latitude, request.longitude);
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        logger?.warn({ err: error }, 'reverse geocoding failed; answering the raw coordinates');
        return coordinatesResult(request.latitude, request.longitude);
      }
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
