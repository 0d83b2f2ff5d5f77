import { ADDRESS_LABEL_MAX_CHARS, ADDRESS_NOTES_MAX_CHARS } from '@lekker/core/text-limits';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useAddAddress, useAddresses, useDeleteAddress, useUpdateAddress } from '@/api/addresses.ts';
import type { Schemas } from '@/api/client.ts';
import { AddressFields } from '@/components/address-fields.tsx';
import {
  CONFIRM_PIN_MESSAGE,
  type DeliveryPoint,
  isPointConfirmed,
  NO_POINT,
  savedPoint,
} from '@/components/delivery-point.ts';
import { DeliveryPointPicker } from '@/components/delivery-point-picker.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';

const emptyForm = { label: '', street: '', city: '', province: '', postal_code: '', notes: '' };

type SavedAddress = Schemas['SavedAddress'];

/** Saved delivery addresses: list, add, correct, delete (offered at checkout). */
export function SavedAddresses() {
  const t = useT();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      {addresses.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : addresses.isError ? (
        <Alert variant="destructive" role="alert" className="space-y-3">
          <p>{t('profile.addresses.loadFailed', { reason: addresses.error.message })}</p>
          <Button size="sm" variant="outline" onClick={() => void addresses.refetch()}>
            {t('profile.retry')}
          </Button>
        </Alert>
      ) : addresses.data.addresses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('profile.addresses.empty')}</p>
      ) : (
        <ul className="divide-y rounded-xl border" aria-label={t('profile.addresses.title')}>
          {addresses.data.addresses.map((a) =>
            editing === a.id ? (
              <li key={a.id} className="p-3">
                <AddressForm initial={a} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={a.id} className="flex items-start justify-between gap-3 p-3">
                <div className="flex min-w-0 gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold">{a.label}</p>
                    <p>
                      {a.street}, {a.city}, {a.province}
                      {a.postal_code ? ` ${a.postal_code}` : ''}
                    </p>
                    {a.notes ? <p className="text-muted-foreground">{a.notes}</p> : null}
                    <p className="text-xs text-muted-foreground">
                      {a.latitude != null && a.longitude != null
                        ? t('profile.addresses.pinned')
                        : t('profile.addresses.noPin')}
                    </p>
                  </div>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t('privacy.address.edit', { label: a.label, street: a.street })}
                    onClick={() => setEditing(a.id)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={t('profile.addresses.delete', { label: a.label, street: a.street })}
                    disabled={remove.isPending && remove.variables === a.id}
                    onClick={() =>
                      remove.mutate(a.id, {
                        onSuccess: () => toast.success(t('profile.addresses.deleted')),
                        onError: (error) =>
                          toast.error(t('profile.addresses.deleteFailed'), { description: error.message }),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {adding ? (
        <AddressForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="outline" onClick={() => setAdding(true)}>
          {t('profile.addresses.add')}
        </Button>
      )}
    </div>
  );
}

/** A new address, or the correction of `initial` (POPIA s24, docs/decisions/067-privacy-export-and-deletion.md). */
function AddressForm({ onDone, initial }: { onDone(): void; initial?: SavedAddress }) {
  const t = useT();
  const id = useId();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const saving = add.isPending || update.isPending;
  const [form, setForm] = useState(
    initial
      ? {
          label: initial.label,
          street: initial.street,
          city: initial.city,
          province: initial.province,
          postal_code: initial.postal_code ?? '',
          notes: initial.notes ?? '',
        }
      : { ...emptyForm, label: t('profile.addresses.home') },
  );
  // The pin is saved with the address, so checkout prices from it straight away (docs/product.md#delivery-point).
  const [point, setPoint] = useState<DeliveryPoint>(
    initial && initial.latitude != null && initial.longitude != null
      ? savedPoint({ latitude: initial.latitude, longitude: initial.longitude })
      : NO_POINT,
  );
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof emptyForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <form
      noValidate
      className="grid gap-3 rounded-xl bg-muted p-4 sm:grid-cols-2"
      aria-label={initial ? t('privacy.address.form') : t('profile.addresses.new')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!form.street.trim() || !form.city.trim() || !form.province) {
          setError(t('profile.addresses.incomplete'));
          return;
        }
        if (!isPointConfirmed(point) || !point.pin) {
          setError(CONFIRM_PIN_MESSAGE);
          return;
        }
        setError(null);
        const input = {
          label: form.label.trim() || t('profile.addresses.home'),
          street: form.street,
          city: form.city,
          province: form.province,
          postal_code: form.postal_code.trim() || null,
          notes: form.notes.trim() || null,
          latitude: point.pin.latitude,
          longitude: point.pin.longitude,
        };
        const onError = (e: Error) =>
          setError(e instanceof ApiError ? e.message : t('profile.addresses.saveFailed'));
        if (initial)
          update.mutate(
            { id: initial.id, input },
            {
              onSuccess: () => {
                toast.success(t('privacy.address.updated'));
                onDone();
              },
              onError,
            },
          );
        else
          add.mutate(input, {
            onSuccess: () => {
              toast.success(t('profile.addresses.saved'));
              onDone();
            },
            onError,
          });
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-label`}>{t('profile.addresses.label')}</Label>
        <Input
          id={`${id}-label`}
          value={form.label}
          maxLength={ADDRESS_LABEL_MAX_CHARS}
          onChange={(e) => set('label', e.target.value)}
        />
      </div>
      <AddressFields idPrefix={id} values={form} onChange={set} />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-notes`}>{t('profile.addresses.notes')}</Label>
        <Input
          id={`${id}-notes`}
          maxLength={ADDRESS_NOTES_MAX_CHARS}
          value={form.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </div>
      <div className="sm:col-span-2">
        <DeliveryPointPicker address={form} point={point} onChange={setPoint} showRequired={tried} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.addresses.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={saving}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
