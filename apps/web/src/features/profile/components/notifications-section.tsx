import type { ReactNode } from 'react';
import { useNotificationPreferences, useSendTestMessage } from '@/api/notification-preferences.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { ChannelSwitches } from './channel-switches.tsx';
import { PhoneVerification } from './phone-verification.tsx';

function TestMessageButton({ disabled }: { disabled: boolean }) {
  const t = useT();
  const test = useSendTestMessage();
  // SMS and WhatsApp are names, the same in every language.
  const words = { push: t('profile.channel.pushWord'), sms: 'SMS', whatsapp: 'WhatsApp' } as const;
  return (
    <Button
      variant="outline"
      disabled={disabled || test.isPending}
      onClick={() =>
        test.mutate(undefined, {
          onSuccess: ({ channels }) =>
            toast.success(
              t('profile.test.sent', {
                channels: channels.map((c) => words[c]).join(` ${t('profile.test.and')} `),
              }),
            ),
          onError: (e) =>
            toast.error(t('profile.test.failed'), {
              description: e instanceof ApiError ? e.message : t('profile.tryAgain'),
            }),
        })
      }
    >
      {test.isPending ? t('profile.sending') : t('profile.test.send')}
    </Button>
  );
}

/**
 * The profile's "Notifications" section: the phone SMS and WhatsApp use (verified by a code), per-channel switches
 * for order updates and promotions (with the consent wording), the quiet hours, and a test message.
 * `pushSlot` is the one place the push module's device toggle (PushToggle) goes.
 */
export function NotificationsSection({ pushSlot }: { pushSlot?: ReactNode }) {
  const t = useT();
  const prefs = useNotificationPreferences();
  if (prefs.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <Spinner label={t('profile.notifications.loading')} />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (prefs.isError)
    return (
      <Alert variant="destructive" role="alert" className="space-y-3">
        <p>{t('profile.notifications.loadFailed', { reason: prefs.error.message })}</p>
        <Button size="sm" variant="outline" onClick={() => void prefs.refetch()}>
          {t('profile.retry')}
        </Button>
      </Alert>
    );
  const { phone, channels, quiet_hours } = prefs.data;
  const anyOn = channels.some((c) => c.available && c.order_updates);
  return (
    <div className="space-y-5">
      <section aria-label={t('profile.notifications.phone')} className="space-y-2">
        <PhoneVerification status={phone} />
      </section>
      {/* Push on this device: the push module renders its PushToggle here (pushSlot). */}
      {pushSlot ? <section aria-label={t('profile.notifications.pushHere')}>{pushSlot}</section> : null}
      {channels.some((c) => c.available) ? null : (
        <p className="text-sm text-muted-foreground">{t('profile.notifications.nothingOn')}</p>
      )}
      <ChannelSwitches channels={channels} />
      <p className="text-sm text-muted-foreground">{quiet_hours.text}</p>
      <TestMessageButton disabled={!anyOn} />
    </div>
  );
}
