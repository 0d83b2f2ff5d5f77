import type { ChannelPreference } from '@lekker/core/contracts/notification-preferences';
import { useId, useState } from 'react';
import { useUpdateNotificationPreferences } from '@/api/notification-preferences.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { ApiError } from '@/lib/api-client.ts';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** A channel's name: SMS and WhatsApp are names, the same in every language. */
const channelName = (channel: ChannelPreference['channel'], t: ReturnType<typeof useT>) =>
  channel === 'push' ? t('profile.channel.push') : channel === 'sms' ? 'SMS' : 'WhatsApp';
const TURN_ON_HINT: Record<ChannelPreference['channel'], MessageId> = {
  push: 'profile.channel.pushHint',
  sms: 'profile.channel.phoneHint',
  whatsapp: 'profile.channel.phoneHint',
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
  const t = useT();
  const id = useId();
  const off = !pref.available || pending;
  const name = channelName(pref.channel, t);
  return (
    <li className="space-y-3 rounded-md border p-3">
      <div>
        <h3 className="font-medium">{name}</h3>
        {pref.available ? null : (
          <p className="text-sm text-muted-foreground">{t(TURN_ON_HINT[pref.channel])}</p>
        )}
      </div>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-orders`}>{t('profile.channel.orders', { channel: name })}</Label>
        <Switch
          id={`${id}-orders`}
          checked={pref.available && pref.order_updates}
          disabled={off}
          onCheckedChange={(on) => onChange({ order_updates: on })}
        />
      </div>
      <div className="space-y-1">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`${id}-marketing`}>{t('profile.channel.promotions', { channel: name })}</Label>
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
  const t = useT();
  const update = useUpdateNotificationPreferences();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <ul className="space-y-3" aria-label={t('profile.channel.list')}>
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
                    setError(e instanceof ApiError ? e.message : t('profile.channel.saveFailed')),
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
