import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SavedAddresses } from './saved-addresses.tsx';

/** 'Your details' and 'Saved addresses' as two cards, for the profile page and the customer dashboard. */
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
          <CardTitle as="h2">Saved addresses</CardTitle>
        </CardHeader>
        <CardContent>
          <SavedAddresses />
        </CardContent>
      </Card>
    </>
  );
}
