import { DRIVER_CASH_LIMIT_CENTS, DRIVER_RADIUS_KM } from '@lekker/core/constants';
import { formatRand } from '@lekker/core/money';
import { type FormEvent, useId, useState } from 'react';
import { adminApi, type DriverCandidate, useAdminAction, useDriverCandidates } from '@/api/admin.ts';
import { ConfirmWithReasonDialog, type OverrideWarning } from '@/components/confirm-with-reason-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { ActionError } from './query-state.tsx';

/** What each overridden rule means for this driver, in the words the admin confirms (docs/decisions/053). */
export function overrideWarnings(d: DriverCandidate): OverrideWarning[] {
  return d.overrides.map((rule) => ({
    id: rule,
    text:
      rule === 'beyond_radius'
        ? d.distance_km === null
          ? `${d.name}'s position is unknown: they may be further than ${DRIVER_RADIUS_KM} km from the venue.`
          : `${d.name} is ${d.distance_km.toFixed(1)} km from the venue, beyond the ${DRIVER_RADIUS_KM} km drivers are offered jobs within.`
        : `${d.name} already holds ${formatRand(d.cash_held_cents)} in cash this week: this cash order takes them over the ${formatRand(DRIVER_CASH_LIMIT_CENTS)} cash limit.`,
  }));
}

/**
 * Give the order to another approved driver who is online (nearest free ones first); busy drivers are listed but
 * cannot be chosen. The choice is confirmed with a typed reason, and a driver beyond 20 km or over the cash limit
 * needs each override ticked. The new driver, the old one and the customer are told.
 */
export function ReassignForm({ id, hasDriver }: { id: string; hasDriver: boolean }) {
  const selectId = useId();
  const [driverId, setDriverId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const candidates = useDriverCandidates(id, true);
  const reassign = useAdminAction((x: { reason: string; confirmed: string[] }) =>
    adminApi.reassign(id, {
      driver_id: driverId,
      reason: x.reason,
      confirmed_overrides: x.confirmed as DriverCandidate['overrides'],
    }),
  );
  const verb = hasDriver ? 'Reassign driver' : 'Assign driver';
  const drivers = candidates.data?.drivers ?? [];
  const chosen = drivers.find((d) => d.user_id === driverId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    reassign.reset();
    setConfirming(true);
  };
  return (
    <>
      <form onSubmit={submit} className="space-y-2 rounded-xl border p-3" aria-label={verb}>
        <Label htmlFor={selectId}>{hasDriver ? 'Give it to another driver' : 'Give it to a driver'}</Label>
        {candidates.isError ? (
          <ActionError error={candidates.error} />
        ) : (
          <NativeSelect
            id={selectId}
            value={driverId}
            onChange={(e) => setDriverId(e.target.value)}
            disabled={candidates.isPending}
          >
            <option value="">
              {candidates.isPending
                ? 'Loading drivers on shift…'
                : drivers.length === 0
                  ? 'No other driver is online'
                  : 'Choose a driver on shift'}
            </option>
            {drivers.map((d) => (
              <option key={d.user_id} value={d.user_id} disabled={d.busy}>
                {d.name}
                {d.distance_km === null ? '' : ` · ${d.distance_km.toFixed(1)} km away`}
                {d.busy ? ' · busy with a job' : ''}
                {d.overrides.length > 0 ? ' · needs an override' : ''}
              </option>
            ))}
          </NativeSelect>
        )}
        <Button type="submit" size="sm" variant="outline" disabled={!chosen}>
          {verb}
        </Button>
      </form>
      <ConfirmWithReasonDialog
        open={confirming && chosen !== undefined}
        onOpenChange={setConfirming}
        title={chosen ? `Give this order to ${chosen.name}?` : ''}
        description="The driver, the customer and any driver it is taken from are told at once."
        confirmLabel={verb}
        destructive={(chosen?.overrides.length ?? 0) > 0}
        warnings={chosen ? overrideWarnings(chosen) : []}
        pending={reassign.isPending}
        error={<ActionError error={reassign.error} />}
        onConfirm={(reason, confirmed) =>
          reassign.mutate(
            { reason, confirmed },
            {
              onSuccess: () => {
                setConfirming(false);
                setDriverId('');
              },
            },
          )
        }
      />
    </>
  );
}

/** Take the driver off the order (before pickup), confirmed with a typed reason; it goes back to the job feed. */
export function UnassignButton({ id }: { id: string }) {
  const [confirming, setConfirming] = useState(false);
  const unassign = useAdminAction((reason: string) => adminApi.unassign(id, reason));
  return (
    <div className="space-y-2 rounded-xl border p-3">
      <p>Take the driver off this order; it goes back to the job feed.</p>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          unassign.reset();
          setConfirming(true);
        }}
      >
        Unassign driver
      </Button>
      <ConfirmWithReasonDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Take the driver off this order?"
        description="The driver loses the job and it goes back to the job feed for other drivers."
        confirmLabel="Unassign driver"
        destructive
        pending={unassign.isPending}
        error={<ActionError error={unassign.error} />}
        onConfirm={(reason) => unassign.mutate(reason, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}
