import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Outbox } from '@/features/dev-outbox/components/outbox.tsx';

/** Dev outbox (/dev/outbox): the push, SMS and WhatsApp messages the app sent while no provider is configured. */
export function DevOutboxPage() {
  return (
    <div className="space-y-6">
      <DocumentTitle title="Dev outbox" />
      <PageHeader
        title="Dev outbox"
        description="Push, SMS and WhatsApp messages the app sent while no provider is configured, newest first."
      />
      <Outbox />
    </div>
  );
}

export { DevOutboxPage as Component };
