import { Inbox, RefreshCw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useMailbox } from '@/api/dev-mailbox.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LinkifiedText } from './linkified-text.tsx';

const timeFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'medium' });

type MailboxProps = { to?: string; onFilter: (to: string) => void };

/** The e-mails the app sent while no SMTP server is configured: confirmation and reset links work offline. */
export function Mailbox({ to, onFilter }: MailboxProps) {
  const id = useId();
  const mailbox = useMailbox(to);
  const [typed, setTyped] = useState(to ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFilter(typed.trim());
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form onSubmit={onSubmit} className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            Recipient
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-to`}
              type="email"
              placeholder="All recipients"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" variant="outline">
              Filter
            </Button>
          </div>
        </form>
        <Button onClick={() => mailbox.refetch()} disabled={mailbox.isFetching}>
          <RefreshCw aria-hidden="true" className={mailbox.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </div>

      {mailbox.isPending ? (
        <div role="status" aria-label="Loading e-mails" className="space-y-3">
          <Skeleton className="h-32 w-full rounded-card" />
          <Skeleton className="h-32 w-full rounded-card" />
        </div>
      ) : mailbox.isError ? (
        <div role="alert" className="space-y-3 rounded-card border bg-card p-6 text-center">
          <p className="font-semibold">Could not load the mailbox.</p>
          <p className="text-sm text-muted-foreground">{mailbox.error.message}</p>
          <Button variant="outline" onClick={() => mailbox.refetch()}>
            Try again
          </Button>
        </div>
      ) : mailbox.data === null ? (
        <p className="rounded-card border bg-card p-6 text-center text-muted-foreground">
          The dev mailbox is off because an SMTP server is configured.
        </p>
      ) : mailbox.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border bg-card p-10 text-center">
          <Inbox aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">No e-mails yet</p>
        </div>
      ) : (
        <ol className="space-y-4" aria-label="E-mails, newest first">
          {mailbox.data.map((mail) => (
            <li key={mail.id}>
              <Card>
                <CardContent className="space-y-3 p-5">
                  <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                    <h2 className="text-base font-semibold">{mail.subject}</h2>
                    <time dateTime={mail.created_at} className="shrink-0 text-xs text-muted-foreground">
                      {timeFormat.format(new Date(mail.created_at))}
                    </time>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    To: <span className="font-medium text-foreground">{mail.to}</span>
                  </p>
                  <p className="text-sm wrap-anywhere whitespace-pre-wrap">
                    <LinkifiedText text={mail.text} />
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
