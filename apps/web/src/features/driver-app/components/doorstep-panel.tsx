import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { leaveAtDoor, markUndeliverable, notAnswering } from '@/api/doorstep.ts';
import type { DriverActiveJob } from '@/api/drivers.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { PhotoField } from './photo-field.tsx';

const button =
  'min-h-14 w-full rounded-xl text-lg font-extrabold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

/** The customer's choice, on the drop-off screen. */
export function LeaveAtDoorNote() {
  const t = useT();
  return (
    <p className="rounded-lg bg-secondary p-3 text-base font-bold text-secondary-foreground">
      {t('doorstep.job.leaveAtDoor')}
    </p>
  );
}

/** m:ss until `endsAt` (ISO), ticking every second; "0:00" once over. */
function useCountdown(endsAt: string | null): { left: string; over: boolean } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const ms = endsAt ? Math.max(0, Date.parse(endsAt) - now) : 0;
  const seconds = Math.ceil(ms / 1000);
  return { left: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`, over: ms === 0 };
}

/**
 * When the door does not open (docs/product.md#when-the-door-does-not-open): "Customer not answering" starts the
 * wait on the server (the customer is told in the chat); at its end the driver leaves the order at the door (only if
 * the customer chose it) or reports it undeliverable, each with a photo.
 */
export function DoorstepPanel({ job }: { job: DriverActiveJob }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { doorstep } = job;
  const countdown = useCountdown(doorstep.wait_ends_at);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.driver.all });
  const start = useMutation({
    mutationFn: () => notAnswering(job.order_id),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error(t('doorstep.job.failed'), { description: error.message }),
  });

  if (!doorstep.wait_started_at)
    return (
      <button
        type="button"
        className={`${button} border-2 border-foreground bg-card`}
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {start.isPending ? t('doorstep.job.saving') : t('doorstep.job.notAnswering')}
      </button>
    );

  const over = doorstep.wait_over || countdown.over;
  return (
    <div className="space-y-3 rounded-xl border-2 border-foreground p-3" data-testid="doorstep-panel">
      <p className="text-base font-bold">{t('doorstep.job.notAnswering')}</p>
      <p className="text-sm">{t('doorstep.job.callAndMessage', { name: job.customer.first_name })}</p>
      <p className="text-lg font-extrabold" role="status">
        {over ? t('doorstep.job.waitOver') : t('doorstep.job.waitLeft', { time: countdown.left })}
      </p>
      {over ? <DoorstepActions job={job} onDone={refresh} /> : null}
    </div>
  );
}

function DoorstepActions({ job, onDone }: { job: DriverActiveJob; onDone: () => Promise<unknown> }) {
  const t = useT();
  const id = useId();
  const [photo, setPhoto] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const finish = (message: string) => {
    toast.success(message);
    void onDone();
  };
  const fail = (error: Error) => setProblem(error.message);
  const leave = useMutation({
    mutationFn: (file: File) => leaveAtDoor(job.order_id, file),
    onSuccess: () => finish(t('doorstep.job.left')),
    onError: fail,
  });
  const report = useMutation({
    mutationFn: (file: File) => markUndeliverable(job.order_id, note.trim(), file),
    onSuccess: () => finish(t('doorstep.job.reported')),
    onError: fail,
  });
  const busy = leave.isPending || report.isPending;
  const withPhoto = (run: (file: File) => void) => () => {
    setProblem(null);
    if (!photo) return setProblem(t('doorstep.job.photoNeeded'));
    run(photo);
  };

  return (
    <div className="space-y-3">
      <PhotoField id={`${id}-photo`} label={t('doorstep.job.photo')} onPhoto={setPhoto} />
      {job.doorstep.leave_at_door ? (
        <button
          type="button"
          className={`${button} bg-success text-success-foreground`}
          disabled={busy}
          onClick={withPhoto((file) => leave.mutate(file))}
        >
          {leave.isPending ? t('doorstep.job.saving') : t('doorstep.job.leave')}
        </button>
      ) : null}
      <div className="space-y-1">
        <label htmlFor={`${id}-note`} className="block text-base font-bold">
          {t('doorstep.job.note')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className="w-full rounded-xl border-2 border-foreground bg-card p-2 text-base"
        />
      </div>
      <button
        type="button"
        className={`${button} bg-destructive text-destructive-foreground`}
        disabled={busy}
        onClick={withPhoto((file) => report.mutate(file))}
      >
        {report.isPending ? t('doorstep.job.saving') : t('doorstep.job.undeliverable')}
      </button>
      {problem ? (
        <Alert variant="destructive" role="alert">
          {problem}
        </Alert>
      ) : null}
    </div>
  );
}
