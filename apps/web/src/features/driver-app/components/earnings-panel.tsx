import { formatRand } from '@lekker/core/money';
import { useQuery } from '@tanstack/react-query';
import { earningsQuery } from '@/api/drivers.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

const dateTime = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border-2 border-foreground bg-card p-3">
      <dt className="text-sm font-semibold">{label}</dt>
      <dd className="text-2xl font-extrabold">{value}</dd>
      {note ? <dd className="text-xs">{note}</dd> : null}
    </div>
  );
}

/** Today, this week (Monday–Sunday), tips, cash held against pay and tips, and the completed jobs. */
export function EarningsPanel() {
  const t = useT();
  const earnings = useQuery(earningsQuery());
  if (earnings.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading earnings</span>
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }
  if (earnings.isError) {
    return (
      <Alert variant="destructive" role="alert" className="space-y-2">
        <p>Could not load your earnings: {earnings.error.message}</p>
        <button
          type="button"
          className="min-h-12 rounded-full bg-foreground px-5 font-bold text-background"
          onClick={() => void earnings.refetch()}
        >
          Retry
        </button>
      </Alert>
    );
  }
  const e = earnings.data;
  const owed = e.cash_owed_cents;
  return (
    <section aria-labelledby="earnings-title" className="space-y-4">
      <h2 id="earnings-title" className="text-xl font-extrabold">
        Earnings
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <Figure label="Today" value={formatRand(e.today.pay_cents)} note={`${e.today.jobs} jobs`} />
        <Figure
          label="This week"
          value={formatRand(e.week.pay_cents)}
          note={`${e.week.jobs} jobs since ${e.week_starts_on}`}
        />
        {/* Tips are the driver's, beside the pay (decision 069). */}
        <Figure
          label={t('tips.earnings.label')}
          value={formatRand(e.week.tips_cents)}
          note={t('tips.earnings.note', { today: formatRand(e.today.tips_cents) })}
        />
        <Figure label="Cash held" value={formatRand(e.cash_held_cents)} note="collected this week" />
        {/* Cash held above pay is a balance the driver owes (never a payout: decision 046). */}
        {owed > 0 ? (
          <Figure
            label="You owe"
            value={formatRand(owed)}
            note="Cash you collected above this week's pay. Hand it in: it is settled separately, not a payout."
          />
        ) : owed < 0 ? (
          <Figure
            label="Owed to you"
            value={formatRand(-owed)}
            note="This week's pay above the cash you hold, paid by EFT after the week ends."
          />
        ) : (
          <Figure
            label="Cash to hand in"
            value={formatRand(0)}
            note="Your cash and pay are even this week."
          />
        )}
      </dl>
      <h3 className="text-lg font-bold">Completed jobs</h3>
      {e.jobs.length === 0 ? (
        <p className="rounded-2xl border bg-card p-4">No completed jobs yet. Your deliveries show here.</p>
      ) : (
        <ul className="divide-y divide-border rounded-2xl border-2 border-foreground bg-card">
          {e.jobs.map((job) => (
            <li
              key={`${job.order_id}-${job.outcome}-${job.delivered_at}`}
              className="flex items-center justify-between gap-3 p-3"
            >
              <div className="min-w-0">
                <p className="truncate font-bold">{job.restaurant_name}</p>
                <p className="text-sm">
                  {dateTime.format(new Date(job.delivered_at))} · {job.order_number}
                </p>
                {job.outcome === 'failed' ? <p className="text-sm">{t('earnings.failedTrip')}</p> : null}
                {job.tip_cents > 0 ? (
                  <p className="text-sm font-semibold">
                    {t('tips.earnings.job', { amount: formatRand(job.tip_cents) })}
                  </p>
                ) : null}
                {job.cash_collected_cents > 0 ? (
                  <p className="text-sm">Cash {formatRand(job.cash_collected_cents)}</p>
                ) : null}
              </div>
              <p className="text-lg font-extrabold">{formatRand(job.pay_cents)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
