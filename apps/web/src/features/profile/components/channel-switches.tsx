import type { ChannelPreference } from '@lekker/core/contracts/notification-preferences';
import { useId, useState } from 'react';
import { useUpdateNotificationPreferences } from '@/api/notification-preferences.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { ApiError } from '@/lib/api-client.ts';

const CHANNEL_NAME: Record<ChannelPreference['channel'], string> = {
  push: 'Push notifications',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};
const TURN_ON_HINT: Record<ChannelPreference['channel'], string> = {
  push: 'Allow notifications on this device to use it.',
  sms: 'Verify your phone number to use it.',
  whatsapp: 'Verify your phone number to use it.',
};

function ChannelRow({
  pref,
  onChange,
  pending,
}: {
  pref: ChannelPreference;
  onChange: (change: { order_updates?: boolean; marketing?: boolean }) => void;
  pending: boolean;
}) {
  const id = useId();
  const off = !pref.available || pending;
  return (
    <li className="space-y-3 rounded-md border p-3">
      <div>
        <h3 className="font-medium">{CHANNEL_NAME[pref.channel]}</h3>
        {pref.available ? null : (
          <p className="text-sm text-muted-foreground">{TURN_ON_HINT[pref.channel]}</p>
        )}
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-orders`}>Order updates by {CHANNEL_NAME[pref.channel]}</Label>
        <Switch
          id={`${id}-orders`}
          checked={pref.available && pref.order_updates}
          disabled={off}
          onCheckedChange={(on) => onChange({ order_updates: on })}
        />
      </div>
      <div className="space-y-1">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`${id}-marketing`}>Promotions by {CHANNEL_NAME[pref.channel]}</Label>
          <Switch
            id={`${id}-marketing`}
            checked={pref.available && pref.marketing}
            disabled={off}
            aria-describedby={`${id}-wording`}
            onCheckedChange={(on) => onChange({ marketing: on })}
          />
        </div>
        {/* The exact words the server records with the consent (core MARKETING_CONSENT_WORDING). */}
        <p id={`${id}-wording`} className="text-xs text-muted-foreground">
          {pref.marketing_wording}
        </p>
      </div>
    </li>
  );
}

/** Per channel: order updates (on by default) and promotions (only with this channel's own opt-in). */
export function ChannelSwitches({ channels }: { channels: ChannelPreference[] }) {
  const update = useUpdateNotificationPreferences();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <ul className="space-y-3" aria-label="Notification channels">
        {channels.map((pref) => (
          <ChannelRow
            key={pref.channel}
            pref={pref}
            pending={update.isPending}
            onChange={(change) =>
              update.mutate(
                { channels: [{ channel: pref.channel, ...change }] },
                {
                  onSuccess: () => setError(null),
                  onError: (e) =>
                    setError(e instanceof ApiError ? e.message : 'Could not save that. Please try again.'),
                },
              )
            }
          />
        ))}
      </ul>
      {error ? (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
