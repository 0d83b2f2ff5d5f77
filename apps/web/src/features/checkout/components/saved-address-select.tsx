import type { SavedAddress } from '@lekker/core/contracts/profile';
import { useState } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** The customer's saved addresses, when there are any: choosing one fills the delivery address. */
export function SavedAddressSelect({
  id,
  addresses,
  onChoose,
}: {
  id: string;
  addresses: SavedAddress[];
  onChoose(address: SavedAddress): void;
}) {
  const [choice, setChoice] = useState('');
  if (addresses.length === 0) return null;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Saved addresses</Label>
      <NativeSelect
        id={id}
        value={choice}
        onChange={(e) => {
          setChoice(e.target.value);
          const chosen = addresses.find((a) => a.id === e.target.value);
          if (chosen) onChoose(chosen);
        }}
      >
        <option value="">Choose a saved address…</option>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {a.label}: {a.street}, {a.city}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
