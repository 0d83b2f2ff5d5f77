import { useT } from '@/lib/i18n/use-t.ts';
import { PartnerDoorPage } from '../partner-door.tsx';

/** Driver login (/driver/login, /driver-login): Sign In, or Apply to drive. */
export function DriverLoginPage() {
  const t = useT();
  return (
    <PartnerDoorPage
      kind="driver"
      title={t('driverLogin.title')}
      description={t('driverLogin.description')}
    />
  );
}

export { DriverLoginPage as Component };
