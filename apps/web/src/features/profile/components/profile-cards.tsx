import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SavedAddresses } from './saved-addresses.tsx';

/** 'Your details', 'Notifications' and 'Saved addresses' as cards, for the profile page and the customer dashboard. */
export function ProfileCards() {
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
      <Card>
        <CardHeader>
          <CardTitle as="h2">Notifications</CardTitle>
        </CardHeader>
        <CardContent>
          {/* The push module passes its device toggle here: pushSlot={<PushToggle />}. */}
          <NotificationsSection />
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
