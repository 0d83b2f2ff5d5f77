import { z } from 'zod';

/** 'name is required' when missing, else 'name must be …'. */
const required = (name: string, kind: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? `${name} is required` : `${name} must be ${kind}`;

/** Forward lookup: an address or place name typed by a visitor (docs/product.md#geocoding). */
export const ForwardGeocodeRequestSchema = z.object({
  type: z.literal('forward'),
  query: z
    .string({ error: required('query', 'text') })
    .trim()
    .min(1, 'query must not be empty')
    .max(200, 'query must be at most 200 characters'),
});

/** Reverse lookup: a position (e.g. the browser's) to name. */
export const ReverseGeocodeRequestSchema = z.object({
  type: z.literal('reverse'),
  latitude: z
    .number({ error: required('latitude', 'a number') })
    .min(-90, 'latitude must be between -90 and 90')
    .max(90, 'latitude must be between -90 and 90'),
  longitude: z
    .number({ error: required('longitude', 'a number') })
    .min(-180, 'longitude must be between -180 and 180')
    .max(180, 'longitude must be between -180 and 180'),
});

export const GeocodeRequestSchema = z
  .discriminatedUnion('type', [ForwardGeocodeRequestSchema, ReverseGeocodeRequestSchema], {
    message: "type must be 'forward' or 'reverse'",
  })
  .meta({ id: 'GeocodeRequest' });
export type GeocodeRequest = z.infer<typeof GeocodeRequestSchema>;

/**
 * How precise a result is: a street or house (a street-level geocoder such as Nominatim), a named area (suburb), a
 * town or city, a whole province, or raw coordinates only. Only 'street' is good enough to place a delivery pin by
 * itself; anything coarser asks the customer to place it (docs/product.md#delivery-point).
 */
export const GeocodePrecisionSchema = z.enum(['street', 'area', 'city', 'province', 'coordinates']);
export type GeocodePrecision = z.infer<typeof GeocodePrecisionSchema>;

/**
 * Geocoding result (docs/product.md#geocoding). A forward lookup that finds nothing answers `{ success: false, error }`;
 * a reverse lookup that finds nothing falls back to the raw coordinates (precision 'coordinates').
 */
export const GeocodeResultSchema = z
  .object({
    success: z.boolean(),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
    formatted_address: z
      .string()
      .optional()
      .meta({ example: 'Mmabatho, Mahikeng, North West, South Africa' }),
    area: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    province: z.string().nullable().optional(),
    country: z.string().nullable().optional(),
    precision: GeocodePrecisionSchema.optional(),
    error: z.string().optional().meta({ example: 'Address not found' }),
  })
  .meta({ id: 'GeocodeResult' });
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;
