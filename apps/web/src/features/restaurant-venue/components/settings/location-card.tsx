import { type FormEvent, useId, useState } from 'react';
import { forwardGeocode } from '@/api/geo.ts';
import { type Pin, PinMap } from '@/components/pin-map.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorMessage, FormError, Section, type SectionProps, useSave } from './section.tsx';

/** The address and pin being edited: found from the address, placed on the map or typed, checked and saved. */
function useLocationForm(venueId: string, settings: SectionProps['settings']) {
  const { save, error, setError, pending } = useSave(venueId, 'Location');
  const [address, setAddress] = useState(settings.address ?? '');
  const [pin, setPin] = useState<Pin | null>(
    settings.latitude !== null && settings.longitude !== null
      ? { latitude: settings.latitude, longitude: settings.longitude }
      : null,
  );
  const [lat, setLat] = useState(pin ? pin.latitude.toFixed(6) : '');
  const [lng, setLng] = useState(pin ? pin.longitude.toFixed(6) : '');
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

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (lat.trim() === '' || lng.trim() === '' || !(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180))
      return setError('Set the pin: drag it on the map, use "Find on map", or type latitude and longitude.');
    save({ address: address, latitude, longitude });
  }

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
              maxLength={300}
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
