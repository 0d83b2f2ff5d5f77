import { usePauseVenue } from '@/api/restaurant-venue.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { errorMessage, Section, type SectionProps } from './section.tsx';

/** Pauses (or resumes) the venue with a toast saying what happened. */
function usePauseActions(venueId: string) {
  const pause = usePauseVenue(venueId);
  const run = (p: '30m' | '60m' | 'tomorrow' | 'resume', done: string) =>
    pause.mutate(p, {
      onSuccess: () => toast.success(done),
      onError: (e) => toast.error('Could not change the pause', { description: errorMessage(e) }),
    });
  return { run, isPending: pause.isPending };
}

/** Open now? The venue's state and the pause buttons (30 or 60 minutes, until tomorrow, resume). */
export function StatusCard({ venueId, settings }: SectionProps) {
  const { run, ...pause } = usePauseActions(venueId);
  const { status } = settings;
  const paused = settings.paused_until !== null;
  return (
    <Section title="Open now?" description="Customers see this on your card and menu.">
      <p className="flex flex-wrap items-center gap-2" role="status">
        <Badge variant={status.open ? 'success' : 'muted'}>{status.open ? 'Open' : 'Closed'}</Badge>
        <span className="text-sm">{status.label ?? 'Taking orders'}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={pause.isPending}
          onClick={() => run('30m', 'Closed for 30 minutes')}
        >
          Closed for the next 30 min
        </Button>
        <Button
          variant="outline"
          disabled={pause.isPending}
          onClick={() => run('60m', 'Closed for 60 minutes')}
        >
          Closed for 60 min
        </Button>
        <Button
          variant="outline"
          disabled={pause.isPending}
          onClick={() => run('tomorrow', 'Closed until tomorrow')}
        >
          Closed until tomorrow
        </Button>
        <Button disabled={pause.isPending || !paused} onClick={() => run('resume', 'Open again')}>
          Resume now
        </Button>
      </div>
    </Section>
  );
}
