import { MessageSquareText, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { useOutbox } from '@/api/messaging.ts';
import { CHANNEL_LABELS, MessageStatusBadge } from '@/components/messaging/message-status-badge.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { lazyDateFormat } from '@/lib/lazy-date-format.ts';

const timeFormat = lazyDateFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'medium' });

/** The push, SMS and WhatsApp messages the app sent while no provider is configured (development only). */
export function Outbox() {
  const outbox = useOutbox();
  return (
    <div className="space-y-5">
      <div className="flex justify-end">
        <Button onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
          <RefreshCw aria-hidden="true" className={outbox.isFetching ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </div>
      {outbox.isPending ? (
        <div role="status" aria-label="Loading messages" className="space-y-3">
          <Skeleton className="h-24 w-full rounded-card" />
          <Skeleton className="h-24 w-full rounded-card" />
        </div>
      ) : outbox.isError ? (
        <div role="alert" className="space-y-3 rounded-card border bg-card p-6 text-center">
          <p className="font-semibold">Could not load the outbox.</p>
          <p className="text-sm text-muted-foreground">{outbox.error.message}</p>
          <Button variant="outline" onClick={() => outbox.refetch()}>
            Try again
          </Button>
        </div>
      ) : outbox.data === null ? (
        <p className="rounded-card border bg-card p-6 text-center text-muted-foreground">
          The dev outbox is off on this server.
        </p>
      ) : outbox.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-card border bg-card p-10 text-center">
          <MessageSquareText aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-semibold">No messages yet</p>
        </div>
      ) : (
        <ol className="space-y-4" aria-label="Messages, newest first">
          {outbox.data.map((m) => (
            <li key={m.id}>
              <Card>
                <CardContent className="space-y-2 p-5">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{CHANNEL_LABELS[m.channel]}</Badge>
                    <MessageStatusBadge status={m.status} />
                    <time dateTime={m.created_at} className="ml-auto text-xs text-muted-foreground">
                      {timeFormat.format(new Date(m.created_at))}
                    </time>
                  </div>
                  {m.title ? <h2 className="text-base font-semibold">{m.title}</h2> : null}
                  <p className="text-sm text-muted-foreground">
                    To: <span className="font-medium text-foreground wrap-anywhere">{m.to}</span>
                  </p>
                  <p className="text-sm wrap-anywhere whitespace-pre-wrap">{m.text}</p>
                  {m.url ? (
                    <Link to={m.url} className="text-sm font-medium text-primary underline">
                      Open {m.url}
                    </Link>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
