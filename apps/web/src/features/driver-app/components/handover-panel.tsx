import { formatRand } from '@lekker/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { handOverWithoutCode } from '@/api/doorstep.ts';
import type { DriverActiveJob } from '@/api/drivers.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { PhotoField } from './photo-field.tsx';

const button =
  'min-h-14 w-full rounded-xl text-lg font-extrabold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

/**
 * The code cannot be collected (docs/product.md#when-the-door-does-not-open): the customer confirms in the messages
 * that they have the order, the driver sends a photo of the handover (and, for cash, confirms the cash); an admin
 * checks it.
 */
export function HandoverPanel({ job }: { job: DriverActiveJob }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [cashConfirmed, setCashConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cash = job.cash_to_collect_cents;
  const send = useMutation({
    mutationFn: (file: File) => handOverWithoutCode(job.order_id, file, cash),
    onSuccess: () => {
      toast.success(t('doorstep.handover.sent'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.driver.all });
    },
    onError: (error) => setProblem(error.message),
  });

  if (!open)
    return (
      <button
        type="button"
        className={`${button} border-2 border-foreground bg-card`}
        onClick={() => setOpen(true)}
      >
        {t('doorstep.handover.open')}
      </button>
    );
  return (
    <div className="space-y-3 rounded-xl border-2 border-foreground p-3" data-testid="handover-panel">
      <p className="text-base font-bold">{t('doorstep.handover.open')}</p>
      <p className="text-sm">{t('doorstep.handover.explain', { name: job.customer.first_name })}</p>
      <PhotoField id={`${id}-photo`} label={t('doorstep.handover.photo')} onPhoto={setPhoto} />
      {cash != null ? (
        <label htmlFor={`${id}-cash`} className="flex items-start gap-3 text-base font-bold">
          <input
            id={`${id}-cash`}
            type="checkbox"
            className="mt-1 size-6 shrink-0"
            checked={cashConfirmed}
            onChange={(e) => setCashConfirmed(e.target.checked)}
          />
          {t('doorstep.handover.cash', { amount: formatRand(cash) })}
        </label>
      ) : null}
      <button
        type="button"
        className={`${button} bg-primary text-primary-foreground`}
        disabled={send.isPending}
        onClick={() => {
          setProblem(null);
          if (!photo) return setProblem(t('doorstep.job.photoNeeded'));
          if (cash != null && !cashConfirmed) return setProblem(t('doorstep.handover.cashNeeded'));
          send.mutate(photo);
        }}
      >
        {send.isPending ? t('doorstep.job.saving') : t('doorstep.handover.send')}
      </button>
      {problem ? (
        <Alert variant="destructive" role="alert">
          {problem}
        </Alert>
      ) : null}
    </div>
  );
}
