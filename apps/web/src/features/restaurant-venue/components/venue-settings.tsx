import type { OpeningHours, Weekday } from '@lekker/core/contracts/catalogue';
import type { LoadSheddingMode, UpdateVenueSettings, VenueSettings } from '@lekker/core/contracts/venues';
import {
  formatLoadSheddingText,
  parseLoadSheddingText,
  REDUCED_MENU_EMPTY,
} from '@lekker/core/load-shedding';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { forwardGeocode } from '@/api/geo.ts';
import { type Pin, PinMap } from '@/components/pin-map.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import {
  useAdminMenu,
  usePauseVenue,
  useUpdateSettings,
  useUploadVenueImage,
  useVenueSettings,
} from '../api/venue-api.ts';
import { IMAGE_ACCEPT, imageProblem } from '../image-files.ts';
import { GoLiveChecklistCard } from './go-live-checklist.tsx';
import { PanelError, PanelSkeleton } from './query-state.tsx';

const errorMessage = (error: unknown) => {
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0)
    return `${error.message} ${Object.entries(error.fields)
      .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v}`)
      .join('; ')}`;
  return error instanceof Error ? error.message : 'Something went wrong.';
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** Saves part of the settings with a toast, and keeps the error next to the form that caused it. */
function useSave(venueId: string, what: string) {
  const update = useUpdateSettings(venueId);
  const [error, setError] = useState<string | null>(null);
  const save = (input: UpdateVenueSettings) =>
    update.mutate(input, {
      onSuccess: () => {
        setError(null);
        toast.success(`${what} saved`);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  return { save, error, setError, pending: update.isPending };
}

function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert variant="destructive" role="alert">
      {error}
    </Alert>
  ) : null;
}

function StatusCard({ venueId, settings }: { venueId: string; settings: VenueSettings }) {
  const pause = usePauseVenue(venueId);
  const run = (p: '30m' | '60m' | 'tomorrow' | 'resume', done: string) =>
    pause.mutate(p, {
      onSuccess: () => toast.success(done),
      onError: (e) => toast.error('Could not change the pause', { description: errorMessage(e) }),
    });
  const { status } = settings;
  const paused = settings.paused_until !== null;
  return (
    <Section title="Open now?" description="Customers see this on your card and menu.">
      <p className="flex flex-wrap items-center gap-2" role="status">
        <Badge variant={status.open ? 'success' : 'muted'}>{status.open ? 'Open' : 'Closed'}</Badge>
        <span className="text-sm">{status.label ?? 'Taking orders'}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={pause.isPending}
          onClick={() => run('30m', 'Closed for 30 minutes')}
        >
          Closed for the next 30 min
        </Button>
        <Button
          variant="outline"
          disabled={pause.isPending}
          onClick={() => run('60m', 'Closed for 60 minutes')}
        >
          Closed for 60 min
        </Button>
        <Button
          variant="outline"
          disabled={pause.isPending}
          onClick={() => run('tomorrow', 'Closed until tomorrow')}
        >
          Closed until tomorrow
        </Button>
        <Button disabled={pause.isPending || !paused} onClick={() => run('resume', 'Open again')}>
          Resume now
        </Button>
      </div>
    </Section>
  );
}

function DetailsCard({ venueId, settings }: { venueId: string; settings: VenueSettings }) {
  const id = useId();
  const { save, error, setError, pending } = useSave(venueId, 'Details');
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim();
    const radius = text('service_radius_km') === '' ? null : Number(text('service_radius_km'));
    const time = text('estimated_delivery_time') === '' ? null : Number(text('estimated_delivery_time'));
    if (text('name').length < 2) return setError('The name needs at least 2 characters.');
    if (radius !== null && !(radius >= 1 && radius <= 50))
      return setError('Service radius: between 1 and 50 km.');
    if (time !== null && !(Number.isInteger(time) && time >= 15 && time <= 180))
      return setError('Delivery time: whole minutes between 15 and 180.');
    save({
      name: text('name'),
      cuisine_type: text('cuisine_type'),
      description: text('description'),
      phone: text('phone'),
      service_radius_km: radius,
      estimated_delivery_time: time,
    });
  }
  const field = (name: keyof VenueSettings, label: string, props: Record<string, unknown> = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input id={`${id}-${name}`} name={name} defaultValue={String(settings[name] ?? '')} {...props} />
    </div>
  );
  return (
    <Section title="Details" description="How your venue appears to customers.">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', 'Venue name', { maxLength: 120 })}
          {field('cuisine_type', 'Cuisine', { maxLength: 60, placeholder: 'e.g. Kota, Grills' })}
          {field('phone', 'Phone', { type: 'tel', placeholder: '018 123 4567' })}
          {field('service_radius_km', 'Service radius (km)', { inputMode: 'decimal', placeholder: '10' })}
          {field('estimated_delivery_time', 'Longest delivery time (minutes)', {
            inputMode: 'numeric',
            placeholder: '35',
            'aria-describedby': `${id}-time-hint`,
          })}
        </div>
        <p id={`${id}-time-hint`} className="text-xs text-muted-foreground">
          Customers see a range ending here, starting 10 minutes earlier (never below 15).
        </p>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Textarea
            id={`${id}-description`}
            name="description"
            defaultValue={settings.description ?? ''}
            maxLength={1000}
            rows={3}
          />
        </div>
        <FormError error={error} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save details'}
        </Button>
      </form>
    </Section>
  );
}

function LocationCard({ venueId, settings }: { venueId: string; settings: VenueSettings }) {
  const id = useId();
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
              onChange={(e) => {
                setLat(e.target.value);
                const v = Number(e.target.value);
                if (e.target.value.trim() !== '' && Math.abs(v) <= 90 && lng.trim() !== '')
                  setPin({ latitude: v, longitude: Number(lng) });
              }}
              placeholder="-25.856"
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-lng`}>Longitude</Label>
            <Input
              id={`${id}-lng`}
              inputMode="decimal"
              value={lng}
              onChange={(e) => {
                setLng(e.target.value);
                const v = Number(e.target.value);
                if (e.target.value.trim() !== '' && Math.abs(v) <= 180 && lat.trim() !== '')
                  setPin({ latitude: Number(lat), longitude: v });
              }}
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

function ImagesCard({ venueId, settings }: { venueId: string; settings: VenueSettings }) {
  const id = useId();
  const upload = useUploadVenueImage(venueId);
  const [error, setError] = useState<string | null>(null);
  function pick(kind: 'logo' | 'cover', file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return setError(problem);
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => {
          setError(null);
          toast.success(kind === 'logo' ? 'Logo uploaded' : 'Cover image uploaded');
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }
  return (
    <Section title="Logo and cover image" description="JPG, PNG or WebP up to 5 MB; we resize them for you.">
      <div className="grid gap-4 sm:grid-cols-2">
        {(['logo', 'cover'] as const).map((kind) => {
          const url = kind === 'logo' ? settings.logo_url : settings.cover_image_url;
          return (
            <div key={kind} className="space-y-2">
              <Label htmlFor={`${id}-${kind}`}>
                {kind === 'logo' ? 'Logo (square)' : 'Cover image (wide)'}
              </Label>
              {url ? (
                <img
                  src={url}
                  alt={kind === 'logo' ? 'Current logo' : 'Current cover image'}
                  className={
                    kind === 'logo'
                      ? 'size-24 rounded-lg object-cover'
                      : 'h-24 w-full rounded-lg object-cover'
                  }
                />
              ) : (
                <p className="text-sm text-muted-foreground">None yet.</p>
              )}
              <Input
                id={`${id}-${kind}`}
                type="file"
                accept={IMAGE_ACCEPT}
                disabled={upload.isPending}
                onChange={(e) => {
                  pick(kind, e.currentTarget.files?.[0]);
                  e.currentTarget.value = '';
                }}
              />
            </div>
          );
        })}
      </div>
      {upload.isPending ? <p role="status">Uploading…</p> : null}
      <FormError error={error} />
    </Section>
  );
}

const DAYS: { key: Weekday; label: string }[] = [
  { key: 'monday', label: 'Monday' },
  { key: 'tuesday', label: 'Tuesday' },
  { key: 'wednesday', label: 'Wednesday' },
  { key: 'thursday', label: 'Thursday' },
  { key: 'friday', label: 'Friday' },
  { key: 'saturday', label: 'Saturday' },
  { key: 'sunday', label: 'Sunday' },
];

function HoursCard({ venueId, settings }: { venueId: string; settings: VenueSettings }) {
  const id = useId();
  const { save, error, setError, pending } = useSave(venueId, 'Opening hours');
  const [hours, setHours] = useState<OpeningHours>(() => {
    const initial: OpeningHours = {};
    for (const { key } of DAYS)
      initial[key] = settings.opening_hours?.[key] ?? { open: '08:00', close: '20:00' };
    return initial;
  });
  const set = (day: Weekday, patch: Partial<NonNullable<OpeningHours[Weekday]>>) =>
    setHours((h) => ({ ...h, [day]: { ...h[day], ...patch } }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    for (const { key, label } of DAYS) {
      const d = hours[key];
      if (!d?.closed && (!d?.open || !d?.close))
        return setError(`${label}: set opening and closing times, or mark it closed.`);
    }
    save({ opening_hours: hours });
  }

  return (
    <Section
      title="Opening hours"
      description="A closing time earlier than the opening time runs past midnight (e.g. Friday 18:00 – 02:00 keeps you open until 02:00 on Saturday morning)."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <div className="divide-y rounded-lg border">
          {DAYS.map(({ key, label }) => {
            const d = hours[key] ?? {};
            const overnight = !d.closed && d.open && d.close && d.close < d.open;
            return (
              <fieldset
                key={key}
                className="grid grid-cols-2 items-center gap-2 p-3 sm:grid-cols-[8rem_auto_1fr_1fr]"
              >
                <legend className="sr-only">{label}</legend>
                <span className="font-medium" aria-hidden="true">
                  {label}
                </span>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={d.closed ?? false}
                    onChange={(e) => set(key, { closed: e.target.checked })}
                  />
                  Closed<span className="sr-only"> on {label}</span>
                </label>
                <div className="space-y-1">
                  <Label htmlFor={`${id}-${key}-open`} className="text-xs">
                    Opens<span className="sr-only"> on {label}</span>
                  </Label>
                  <Input
                    id={`${id}-${key}-open`}
                    type="time"
                    value={d.open ?? ''}
                    disabled={d.closed}
                    onChange={(e) => set(key, { open: e.target.value })}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor={`${id}-${key}-close`} className="text-xs">
                    Closes<span className="sr-only"> on {label}</span>
                    {overnight ? <span className="ml-1 text-muted-foreground">(after midnight)</span> : null}
                  </Label>
                  <Input
                    id={`${id}-${key}-close`}
                    type="time"
                    value={d.close ?? ''}
                    disabled={d.closed}
                    onChange={(e) => set(key, { close: e.target.value })}
                  />
                </div>
              </fieldset>
            );
          })}
        </div>
        <FormError error={error} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save opening hours'}
        </Button>
      </form>
    </Section>
  );
}

function ClosedDatesCard({ venueId, settings }: { venueId: string; settings: VenueSettings }) {
  const id = useId();
  const { save, error, setError, pending } = useSave(venueId, 'Closed dates');
  const [date, setDate] = useState('');
  const dates = settings.closed_dates;
  return (
    <Section title="Holidays and closed dates" description="You are closed all day on these dates.">
      {dates.length === 0 ? (
        <p className="text-sm text-muted-foreground">No closed dates.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Closed dates">
          {dates.map((d) => (
            <li key={d} className="flex items-center gap-1 rounded-full border px-3 py-1 text-sm">
              {d}
              <Button
                size="sm"
                variant="ghost"
                className="h-6 px-2"
                aria-label={`Remove ${d}`}
                disabled={pending}
                onClick={() => save({ closed_dates: dates.filter((x) => x !== d) })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError('Pick a date.');
          if (dates.includes(date)) return setError('That date is already listed.');
          save({ closed_dates: [...dates, date] });
          setDate('');
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>Add a closed date</Label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <Button type="submit" variant="outline" disabled={pending}>
          Add date
        </Button>
      </form>
      <FormError error={error} />
    </Section>
  );
}

function LoadSheddingCard({ venueId, settings }: { venueId: string; settings: VenueSettings }) {
  const id = useId();
  const { save, error, setError, pending } = useSave(venueId, 'Load-shedding plan');
  const plan = settings.load_shedding;
  const [text, setText] = useState(plan ? formatLoadSheddingText(plan.slots) : '');
  const [mode, setMode] = useState<LoadSheddingMode>(plan?.mode ?? 'reduced_menu');
  const [extra, setExtra] = useState(String(plan?.extra_prep_minutes ?? 10));
  // A reduced menu with no dish flagged 'Cooks without power' would be empty for customers (decision 056).
  const menu = useAdminMenu(venueId);
  const reducedMenuEmpty =
    mode === 'reduced_menu' && menu.data !== undefined && !menu.data.items.some((i) => i.cooks_without_power);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseLoadSheddingText(text);
    if (parsed.errors.length > 0)
      return setError(parsed.errors.map((e) => `Line ${e.line} ("${e.text}"): ${e.message}`).join(' '));
    const minutes = Number(extra);
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > 120)
      return setError('Extra preparation time: whole minutes from 0 to 120.');
    if (parsed.slots.length === 0) return setError('Paste at least one slot, e.g. "Mon 16:00-18:30".');
    if (reducedMenuEmpty) return setError(REDUCED_MENU_EMPTY);
    save({ load_shedding: { mode, extra_prep_minutes: minutes, slots: parsed.slots } });
  }

  return (
    <Section
      title="Load-shedding plan"
      description="Paste your area's weekly slots for your stage. During a slot we switch automatically, and back at its end."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-slots`}>Weekly slots (one day per line, 24-hour times)</Label>
          <Textarea
            id={`${id}-slots`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={5}
            placeholder={'Mon 10:00-12:30\nTue 18:00-20:30, 02:00-04:30\nDaily 16:00-18:30'}
            aria-describedby={`${id}-slots-hint`}
            className="font-mono"
          />
          <p id={`${id}-slots-hint`} className="text-xs text-muted-foreground">
            Days: Mon … Sun, Daily, Weekdays, Weekends. A slot like 22:00-00:30 runs past midnight.
          </p>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">During a slot</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              className="size-4 accent-primary"
              checked={mode === 'reduced_menu'}
              onChange={() => setMode('reduced_menu')}
            />
            Reduced menu: only items that cook without power
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              className="size-4 accent-primary"
              checked={mode === 'pause'}
              onChange={() => setMode('pause')}
            />
            Pause: closed until the slot ends
          </label>
        </fieldset>
        {reducedMenuEmpty ? (
          <p
            role="status"
            data-testid="reduced-menu-empty"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {REDUCED_MENU_EMPTY}
          </p>
        ) : null}
        <div className="max-w-xs space-y-1.5">
          <Label htmlFor={`${id}-extra`}>Extra preparation time during a slot (minutes)</Label>
          <Input
            id={`${id}-extra`}
            inputMode="numeric"
            value={extra}
            onChange={(e) => setExtra(e.target.value)}
          />
        </div>
        <FormError error={error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save load-shedding plan'}
          </Button>
          {plan ? (
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={() => {
                save({ load_shedding: null });
                setText('');
              }}
            >
              Turn off
            </Button>
          ) : null}
        </div>
      </form>
    </Section>
  );
}

/** The venue settings page body for one venue (the portal passes the selected venue's id). */
export function VenueSettingsPanel({ venueId }: { venueId: string }) {
  const settings = useVenueSettings(venueId);
  if (settings.isPending) return <PanelSkeleton label="Loading the venue settings" rows={6} />;
  if (settings.isError)
    return <PanelError message={settings.error.message} onRetry={() => void settings.refetch()} />;
  const s = settings.data;
  return (
    // Keyed by venue: switching venues starts every form afresh.
    <div key={s.id} className="space-y-6">
      {/* Until live: the checklist and the Go live button; afterwards one line saying the venue is live. */}
      <GoLiveChecklistCard venueId={venueId} />
      <StatusCard venueId={venueId} settings={s} />
      <DetailsCard venueId={venueId} settings={s} />
      <LocationCard venueId={venueId} settings={s} />
      <ImagesCard venueId={venueId} settings={s} />
      <HoursCard venueId={venueId} settings={s} />
      <ClosedDatesCard venueId={venueId} settings={s} />
      <LoadSheddingCard venueId={venueId} settings={s} />
    </div>
  );
}
