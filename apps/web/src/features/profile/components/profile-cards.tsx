import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { LanguageDataCard } from './language-data-card.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SavedAddresses } from './saved-addresses.tsx';

/**
 * 'Your details', 'Notifications' and 'Saved addresses' as cards, for the profile page and the customer dashboard.
 * `pushSlot`: the push module's switch for this device, placed in Notifications by the route.
 */
export function ProfileCards({ pushSlot }: { pushSlot?: ReactNode }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Your details</CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileForm />
        </CardContent>
      </Card>
      <LanguageDataCard />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Notifications</CardTitle>
        </CardHeader>
        <CardContent>
          <NotificationsSection pushSlot={pushSlot} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Saved addresses</CardTitle>
        </CardHeader>
        <CardContent>
          <SavedAddresses />
        </CardContent>
      </Card>
    </>
  );
}
