import { UpdateVenueSettingsSchema } from '@lekker/core/contracts/venues';
import { type FormEvent, useId, useState } from 'react';
import { forwardGeocode } from '@/api/geo.ts';
import { type Pin, PinMap } from '@/components/pin-map.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { errorMessage, FormError, Section, type SectionProps, useSectionForm } from './section.tsx';

/** The contract's longest address. */
const ADDRESS_MAX_CHARS = UpdateVenueSettingsSchema.shape.address.unwrap().unwrap().in.maxLength ?? 300;

type LocationValues = { address: string; lat: string; lng: string };

/** The address and the pin as typed → the settings PATCH (both halves of the pin together, in range). */
const LocationSchema = formSchema((v: LocationValues, refuse) => {
  const latitude = Number(v.lat);
  const longitude = Number(v.lng);
  if (v.lat.trim() === '' || v.lng.trim() === '' || !(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180))
    refuse('lat', 'Set the pin: drag it on the map, use "Find on map", or type latitude and longitude.');
  return { address: v.address, latitude, longitude };
}, UpdateVenueSettingsSchema);

/** The address and pin being edited: found from the address, placed on the map or typed, checked and saved. */
function useLocationForm(venueId: string, settings: SectionProps['settings']) {
  const initialPin =
    settings.latitude !== null && settings.longitude !== null
      ? { latitude: settings.latitude, longitude: settings.longitude }
      : null;
  const form = useSectionForm<LocationValues>(
    venueId,
    'Location',
    LocationSchema,
    {
      address: settings.address ?? '',
      lat: initialPin ? initialPin.latitude.toFixed(6) : '',
      lng: initialPin ? initialPin.longitude.toFixed(6) : '',
    },
    { address: 'Street address', lat: 'Latitude', lng: 'Longitude' },
  );
  const { address, lat, lng } = form.values;
  const setAddress = (value: string) => form.set('address', value);
  const setLat = (value: string) => form.set('lat', value);
  const setLng = (value: string) => form.set('lng', value);
  const [pin, setPin] = useState<Pin | null>(initialPin);
  // "Find on map" is not a submit: its own sentence, until the next try or save.
  const [findError, setError] = useState<string | null>(null);
  const error = form.error ?? findError;
  const pending = form.pending;
  const [finding, setFinding] = useState(false);

  const placePin = (next: Pin) => {
    setPin(next);
    setLat(next.latitude.toFixed(6));
    setLng(next.longitude.toFixed(6));
  };

  async function findOnMap() {
    if (!address.trim()) return setError('Type the address first.');
    setFinding(true);
    try {
      const found = (await forwardGeocode(address.trim())) as {
        success?: boolean;
        latitude?: number | null;
        longitude?: number | null;
      };
      if (found?.success && found.latitude != null && found.longitude != null) {
        placePin({ latitude: found.latitude, longitude: found.longitude });
        setError(null);
      } else setError('Address not found. Please try a different address, or drop the pin on the map.');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setFinding(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    setError(null);
    return form.onSubmit(event);
  };

  /** A typed latitude or longitude moves the pin once both are numbers in range. */
  const typeLat = (value: string) => {
    setLat(value);
    const v = Number(value);
    if (value.trim() !== '' && Math.abs(v) <= 90 && lng.trim() !== '')
      setPin({ latitude: v, longitude: Number(lng) });
  };
  const typeLng = (value: string) => {
    setLng(value);
    const v = Number(value);
    if (value.trim() !== '' && Math.abs(v) <= 180 && lat.trim() !== '')
      setPin({ latitude: Number(lat), longitude: v });
  };
  const fields = { address, setAddress, pin, placePin, lat, typeLat, lng, typeLng };
  return { fields, finding, findOnMap, onSubmit, error, pending };
}

/** The street address and the map pin (found from the address, dragged, or typed). */
export function LocationCard({ venueId, settings }: SectionProps) {
  const id = useId();
  const { fields, finding, findOnMap, onSubmit, error, pending } = useLocationForm(venueId, settings);
  const { address, setAddress, pin, placePin, lat, typeLat, lng, typeLng } = fields;

  return (
    <Section
      title="Address and map pin"
      description="Drivers and customers find you by the pin. Drag it onto your door."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-address`}>Street address</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={`${id}-address`}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              className="min-w-0 flex-1"
              maxLength={ADDRESS_MAX_CHARS}
            />
            <Button type="button" variant="outline" onClick={() => void findOnMap()} disabled={finding}>
              {finding ? 'Finding…' : 'Find on map'}
            </Button>
          </div>
        </div>
        <PinMap value={pin} onChange={placePin} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-lat`}>Latitude</Label>
            <Input
              id={`${id}-lat`}
              inputMode="decimal"
              value={lat}
              onChange={(e) => typeLat(e.target.value)}
              placeholder="-25.856"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-lng`}>Longitude</Label>
            <Input
              id={`${id}-lng`}
              inputMode="decimal"
              value={lng}
              onChange={(e) => typeLng(e.target.value)}
              placeholder="25.640"
            />
          </div>
        </div>
        <FormError error={error} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save location'}
        </Button>
      </form>
    </Section>
  );
}
