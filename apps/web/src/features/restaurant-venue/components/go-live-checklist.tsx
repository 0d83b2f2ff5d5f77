import { CheckCircle2, Circle, Rocket } from 'lucide-react';
import { useGoLive, useGoLiveChecklist } from '@/api/restaurant-venue.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { toast } from '@/lib/toast.ts';
import { PanelError, PanelSkeleton } from './query-state.tsx';

type GoLiveChecklistCardProps = {
  venueId: string;
  /** Where each missing item is fixed (the settings and menu pages), keyed by check. */
  links?: Partial<Record<'pin' | 'hours' | 'menu' | 'logo', string>>;
};

/**
 * The go-live checklist of a venue not yet live (pin, hours, at least 5 available items, logo) with the "Go live"
 * button; once live it says so in one line; while suspended no button (only an admin's reinstatement lifts it). The
 * server decides: the button only asks it.
 */
export function GoLiveChecklistCard({ venueId, links = {} }: GoLiveChecklistCardProps) {
  const checklist = useGoLiveChecklist(venueId);
  const goLive = useGoLive(venueId);

  if (checklist.isPending) return <PanelSkeleton label="Loading the go-live checklist" rows={2} />;
  if (checklist.isError)
    return <PanelError message={checklist.error.message} onRetry={() => void checklist.refetch()} />;

  const data = checklist.data;
  if (data.is_live)
    return (
      <Alert variant="success" role="status">
        Your venue is live: customers can find it and order.
      </Alert>
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Go live checklist</CardTitle>
        <CardDescription>
          Customers see your venue once these are done. Until then it stays hidden from the app.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-2" aria-label="Go live checklist">
          {data.items.map((item) => (
            <li key={item.key} className="flex items-start gap-2 text-sm">
              {item.done ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span>
                <span className="sr-only">{item.done ? 'Done: ' : 'To do: '}</span>
                {item.label}
                {!item.done && links[item.key] ? (
                  <>
                    {' '}
                    <a className="font-semibold text-primary underline" href={links[item.key]}>
                      Fix this
                    </a>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        {data.suspension ? (
          <Alert variant="destructive" role="status">
            Go live is not available while this venue is suspended. An admin has to reinstate it first.
          </Alert>
        ) : null}
        {goLive.isError ? (
          <Alert variant="destructive" role="alert">
            {goLive.error.message}
          </Alert>
        ) : null}
        {data.suspension ? null : (
          <Button
            disabled={!data.complete || goLive.isPending}
            onClick={() =>
              goLive.mutate(undefined, {
                onSuccess: () => toast.success('You are live! Customers can now order.'),
              })
            }
          >
            <Rocket aria-hidden="true" />
            {goLive.isPending ? 'Going live…' : 'Go live'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
