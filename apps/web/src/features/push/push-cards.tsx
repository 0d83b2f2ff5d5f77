// The push switch where each person turns it on, each one line in its page: the customer's profile, the driver app,
// the restaurant portal. What arrives is written for whoever reads it.
import { Card } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { PushToggle } from './push-toggle.tsx';

/** Profile: the customer's order updates with the tracking page closed. */
export function ProfilePushToggle() {
  const t = useT();
  return (
    <PushToggle area="site" title={t('profile.push.title')} description={t('profile.push.description')} />
  );
}

/** Driver app: offers and job changes with the app in the background or closed. */
export function DriverPushCard() {
  return (
    <PushToggle
      area="driver"
      className="rounded-2xl border-2 border-foreground bg-card p-4"
      title="Job alerts on this phone"
      description="New offers near you and changes to your job, even with the app closed."
    />
  );
}

/** Portal: new orders ring this device with the portal closed (each owner or staff member turns it on for theirs). */
export function PortalPushCard() {
  return (
    <Card className="p-5">
      <PushToggle
        area="site"
        title="New orders on this device"
        description="A notification for every new order and customer message, even with the portal closed. Turn it on on each phone or computer that should ring."
      />
    </Card>
  );
}
