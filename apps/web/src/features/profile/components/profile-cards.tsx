import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { LanguageDataCard } from './language-data-card.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SavedAddresses } from './saved-addresses.tsx';

/**
 * 'Your details', 'Notifications' and 'Saved addresses' as cards, for the profile page and the customer dashboard.
 * `pushSlot`: the push module's switch for this device, placed in Notifications by the route.
 */
export function ProfileCards({ pushSlot }: { pushSlot?: ReactNode }) {
  const t = useT();
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('profile.details.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileForm />
        </CardContent>
      </Card>
      <LanguageDataCard />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('profile.notifications.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <NotificationsSection pushSlot={pushSlot} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('profile.addresses.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <SavedAddresses />
        </CardContent>
      </Card>
    </>
  );
}
