import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import type { StoredLocation } from '@/lib/location.ts';
import { lookUpAddress } from '../api/geocode.ts';

type ManualAddressFormProps = {
  /** Called with the found place (the controller sets accuracy 0). */
  onFound: (location: Omit<StoredLocation, 'accuracy'>) => void;
  /** Replaceable for tests. */
  lookUp?: typeof lookUpAddress;
};

/**
 * Manual address (docs/product.md#location): Search (or Enter) geocodes the text; the button is disabled while the text is
 * blank or a lookup runs; success clears the field, otherwise 'Address not found…' shows.
 */
export function ManualAddressForm({ onFound, lookUp = lookUpAddress }: ManualAddressFormProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const blank = text.trim() === '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query || busy) return;
    setBusy(true);
    setNotFound(false);
    const result = await lookUp(query);
    setBusy(false);
    if (!result.found) {
      setNotFound(true);
      return;
    }
    onFound({ latitude: result.latitude, longitude: result.longitude, ...result.place });
    setText('');
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-busy={busy}>
      <label htmlFor={id} className="text-sm font-medium">
        {t('manualAddress.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (notFound) setNotFound(false);
          }}
          placeholder={t('manualAddress.placeholder')}
          autoComplete="street-address"
          enterKeyHint="search"
        />
        <Button type="submit" disabled={blank || busy}>
          <Search aria-hidden="true" />
          {busy ? t('manualAddress.searching') : t('manualAddress.search')}
        </Button>
      </div>
      {notFound ? (
        <Alert variant="destructive" role="alert">
          {t('manualAddress.notFound')}
        </Alert>
      ) : null}
    </form>
  );
}
