import { PartnerDoorPage } from '../partner-door.tsx';

/** Driver login (/driver/login, /driver-login): Sign In, or Apply to drive. */
export function DriverLoginPage() {
  return (
    <PartnerDoorPage
      kind="driver"
      title="Driver sign-in"
      description="Deliver with Lekker Eats: sign in to see delivery requests within 20 km of you and share your live location while you deliver. New here? Apply to drive."
    />
  );
}

export { DriverLoginPage as Component };
