import type { ReactNode } from 'react';
import { useNotificationPreferences, useSendTestMessage } from '@/api/notification-preferences.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { ChannelSwitches } from './channel-switches.tsx';
import { PhoneVerification } from './phone-verification.tsx';

const CHANNEL_WORDS = { push: 'push', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

function TestMessageButton({ disabled }: { disabled: boolean }) {
  const test = useSendTestMessage();
  return (
    <Button
      variant="outline"
      disabled={disabled || test.isPending}
      onClick={() =>
        test.mutate(undefined, {
          onSuccess: ({ channels }) =>
            toast.success(`Test message sent by ${channels.map((c) => CHANNEL_WORDS[c]).join(' and ')}`),
          onError: (e) =>
            toast.error('Could not send the test message', {
              description: e instanceof ApiError ? e.message : 'Please try again.',
            }),
        })
      }
    >
      {test.isPending ? 'Sending…' : 'Send a test message'}
    </Button>
  );
}

/**
 * The profile's "Notifications" section: the phone SMS and WhatsApp use (verified by a code), per-channel switches
 * for order updates and promotions (with the consent wording), the quiet hours, and a test message.
 * `pushSlot` is the one place the push module's device toggle (PushToggle) goes.
 */
export function NotificationsSection({ pushSlot }: { pushSlot?: ReactNode }) {
  const prefs = useNotificationPreferences();
  if (prefs.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <Spinner label="Loading your notification settings" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (prefs.isError)
    return (
      <Alert variant="destructive" role="alert" className="space-y-3">
        <p>We could not load your notification settings. {prefs.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => void prefs.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const { phone, channels, quiet_hours } = prefs.data;
  const anyOn = channels.some((c) => c.available && c.order_updates);
  return (
    <div className="space-y-5">
      <section aria-label="Phone" className="space-y-2">
        <PhoneVerification status={phone} />
      </section>
      {/* Push on this device: the push module renders its PushToggle here (pushSlot). */}
      {pushSlot ? <section aria-label="Push on this device">{pushSlot}</section> : null}
      {channels.some((c) => c.available) ? null : (
        <p className="text-sm text-muted-foreground">
          Nothing is turned on yet. Verify your phone or allow notifications on this device to hear about your
          orders when the app is closed.
        </p>
      )}
      <ChannelSwitches channels={channels} />
      <p className="text-sm text-muted-foreground">{quiet_hours.text}</p>
      <TestMessageButton disabled={!anyOn} />
    </div>
  );
}
