import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

/** Profile (/profile). */
export function ProfilePage() {
  return (
    <div className="space-y-6">
      <DocumentTitle title="Your profile" />
      <PageHeader
        title="Your profile"
        description="Your name, phone number and saved delivery address, used to fill in checkout for you."
      >
        <p>
          <Link to="/auth" className="font-semibold text-primary underline-offset-4 hover:underline">
            Sign in to see your profile
          </Link>
        </p>
      </PageHeader>
    </div>
  );
}

export { ProfilePage as Component };
