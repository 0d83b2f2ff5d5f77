import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Mailbox } from '@/features/dev-mailbox/components/mailbox.tsx';

/** Dev mailbox (/dev/mailbox): the e-mails the app sent while no SMTP server is configured; ?to= filters. */
export function DevMailboxPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? undefined;
  return (
    <div className="space-y-6">
      <DocumentTitle title="Dev mailbox" />
      <PageHeader
        title="Dev mailbox"
        description="E-mails the app sent while no SMTP server is configured, newest first. Open a confirmation or reset link right here."
      />
      <Mailbox key={to ?? ''} to={to} onFilter={(next) => setParams(next ? { to: next } : {})} />
    </div>
  );
}

export { DevMailboxPage as Component };
