import { AreaPage } from '@/components/layout/area-page.tsx';

/** Admin login (/admin/login, /admin-login). */
export function AdminLoginPage() {
  return (
    <AreaPage
      title="Admin sign-in"
      description="For the Lekker Eats team: sign in to approve restaurants and drivers and to look after orders across the platform."
      links={[{ to: '/reset-password', label: 'Forgot password?' }]}
    />
  );
}

export { AdminLoginPage as Component };
