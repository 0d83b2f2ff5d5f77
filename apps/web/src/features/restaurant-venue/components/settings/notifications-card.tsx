import {
  type VenueNotificationSettings,
  VenueNotificationSettingsUpdateSchema,
} from '@lekker/core/contracts/notification-preferences';
import { formatSaPhone, normaliseSaPhone } from '@lekker/core/phone';
import { useId, useState } from 'react';
import {
  useUpdateVenueNotificationSettings,
  useVenueNotificationSettings,
} from '@/api/notification-preferences.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { applyServerError, fieldErrors, formErrorText, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { PanelError, PanelSkeleton } from '../query-state.tsx';
import { errorMessage, FormError, Section } from './section.tsx';

type SmsPhoneValues = { sms_phone: string };

/** The phone as typed, checked with core/phone.ts in its own words, then by the shared contract. */
const SmsPhoneSchema = formSchema((v: SmsPhoneValues, refuse) => {
  const typed = v.sms_phone.trim();
  const checked = typed ? normaliseSaPhone(typed) : ({ ok: true, phone: '' } as const);
  if (!checked.ok) refuse('sms_phone', checked.message);
  return { sms_phone: checked.ok ? checked.phone : typed };
}, VenueNotificationSettingsUpdateSchema);

/** The escalation phone: owners change it (checked with core/phone.ts first); staff see it. */
function SmsPhoneForm({ venueId, settings }: { venueId: string; settings: VenueNotificationSettings }) {
  const id = useId();
  const update = useUpdateVenueNotificationSettings(venueId);
  const form = useZodForm<SmsPhoneValues, { sms_phone?: string }>(SmsPhoneSchema as never, {
    defaultValues: { sms_phone: settings.sms_phone ? formatSaPhone(settings.sms_phone) : '' },
    labels: { sms_phone: 'Phone for SMS alerts' },
  });
  const error = fieldErrors(form.formState.errors).sms_phone ?? formErrorText(form.formState.errors) ?? null;
  if (!settings.can_change_sms_phone)
    return (
      <p className="text-sm">
        SMS alerts go to{' '}
        <span className="font-medium">
          {settings.sms_phone ? formatSaPhone(settings.sms_phone) : 'no number yet'}
        </span>
        . Only the venue’s owners can change it.
      </p>
    );
  const submit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => toast.success(input.sms_phone ? 'SMS phone saved' : 'SMS phone removed'),
      onError: (err) => applyServerError(form, err),
    }),
  );
  return (
    <form noValidate className="space-y-2" onSubmit={submit}>
      <Label htmlFor={`${id}-sms`}>Phone for SMS alerts</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-sms`}
          type="tel"
          placeholder="082 123 4567"
          className="max-w-56"
          {...form.register('sms_phone')}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" variant="outline" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save phone'}
        </Button>
      </div>
      <FormError error={error} />
    </form>
  );
}

/** Who of the staff gets a push for each new order; staff switch only their own. */
function MemberPushes({ venueId, settings }: { venueId: string; settings: VenueNotificationSettings }) {
  const id = useId();
  const update = useUpdateVenueNotificationSettings(venueId);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <h3 className="font-medium">New-order pushes</h3>
      {settings.members.length === 0 ? (
        <p className="text-sm text-muted-foreground">No members yet.</p>
      ) : null}
      <ul className="space-y-2" aria-label="New-order pushes">
        {settings.members.map((m, n) => (
          <li key={m.user_id} className="flex items-center justify-between gap-3">
            <Label htmlFor={`${id}-${n}`}>
              {m.name}
              {m.is_you ? ' (you)' : ''} <span className="text-muted-foreground">· {m.role}</span>
            </Label>
            <Switch
              id={`${id}-${n}`}
              checked={m.push_new_orders}
              disabled={update.isPending || !(settings.can_change_sms_phone || m.is_you)}
              onCheckedChange={(on) =>
                update.mutate(
                  { members: [{ user_id: m.user_id, push_new_orders: on }] },
                  { onSuccess: () => setError(null), onError: (err) => setError(errorMessage(err)) },
                )
              }
            />
          </li>
        ))}
      </ul>
      <FormError error={error} />
    </div>
  );
}

const ALERTS_TEXT =
  'A new order left unanswered for 2 minutes is sent to this phone by SMS. ' +
  'Members switched on get a push for every new order, even with the portal closed.';

/** Order alerts: the SMS phone an unanswered new order is escalated to, and which members get new-order pushes. */
export function NotificationsCard({ venueId }: { venueId: string }) {
  const settings = useVenueNotificationSettings(venueId);
  return (
    <Section title="Order alerts" description={ALERTS_TEXT}>
      {settings.isPending ? (
        <PanelSkeleton label="Loading the order alerts" rows={2} />
      ) : settings.isError ? (
        <PanelError message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <SmsPhoneForm venueId={venueId} settings={settings.data} />
          <MemberPushes venueId={venueId} settings={settings.data} />
        </>
      )}
    </Section>
  );
}
