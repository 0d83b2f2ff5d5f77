import type { PhoneStatus } from '@lekker/core/contracts/notification-preferences';
import { formatSaPhone, normaliseSaPhone } from '@lekker/core/phone';
import { sastClockText } from '@lekker/core/sast-date';
import { type FormEvent, useId, useState } from 'react';
import { useStartPhoneVerification, useVerifyPhone } from '@/api/notification-preferences.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useNow } from '@/lib/use-now.ts';

/** The server's sentence for a person (a field's own message when it names one). */
const fieldOf = (error: unknown, field: string) =>
  error instanceof ApiError
    ? (error.fields?.[field] ?? error.message)
    : 'Something went wrong. Please try again.';
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/** The number form: checked with the same rule as the server (core/phone.ts) before a code is sent. */
function PhoneForm({ onSent, onCancel }: { onSent: () => void; onCancel?: () => void }) {
  const id = useId();
  const start = useStartPhoneVerification();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = normaliseSaPhone(phone);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    start.mutate(checked.phone, {
      onSuccess: () => {
        toast.success(`Code sent to ${formatSaPhone(checked.phone)}`);
        onSent();
      },
      onError: (err) => setError(fieldOf(err, 'phone')),
    });
  };
  return (
    <form noValidate className="space-y-2" onSubmit={submit}>
      <Label htmlFor={`${id}-phone`}>Mobile number for SMS and WhatsApp</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          placeholder="082 123 4567"
          className="max-w-56"
          value={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-phone-error` : undefined}
          onChange={(e) => setPhone(e.target.value)}
        />
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Sending…' : 'Send code'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-phone-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          We send a 6-digit code by SMS to check the number is yours.
        </p>
      )}
    </form>
  );
}

/** The code form for a number waiting for its code; a new code can be asked for once `resend_at` has passed. */
function CodeForm({
  status,
  now,
  onOtherNumber,
}: {
  status: PhoneStatus;
  now: number;
  onOtherNumber: () => void;
}) {
  const id = useId();
  const verify = useVerifyPhone();
  const resend = useStartPhoneVerification();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = status.pending_phone as string;
  const waitUntil = status.resend_at && Date.parse(status.resend_at) > now ? status.resend_at : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code from the SMS');
    setError(null);
    verify.mutate(code.trim(), {
      onSuccess: () => toast.success('Phone number verified'),
      onError: (err) => {
        setCode('');
        setError(messageOf(err));
      },
    });
  };
  return (
    <form noValidate className="space-y-2" onSubmit={submit}>
      <p className="text-sm">
        We sent a code to <span className="font-medium">{formatSaPhone(pending)}</span>
        {status.code_expires_at ? `. It works until ${sastClockText(status.code_expires_at)}.` : '.'}
      </p>
      <Label htmlFor={`${id}-code`}>6-digit code</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="max-w-32 tracking-widest"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Verify'}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-code-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={resend.isPending || waitUntil !== null}
          onClick={() =>
            resend.mutate(pending, {
              onSuccess: () => toast.success('A new code is on its way'),
              onError: (err) => setError(messageOf(err)),
            })
          }
        >
          {waitUntil ? `New code after ${sastClockText(waitUntil)}` : 'Send a new code'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onOtherNumber}>
          Use another number
        </Button>
      </div>
    </form>
  );
}

/** Add, verify or change the phone that SMS and WhatsApp use. */
export function PhoneVerification({ status }: { status: PhoneStatus }) {
  const [editing, setEditing] = useState(false);
  // The lock and the resend wait end on screen, without a reload.
  const now = useNow(5_000);
  if (status.locked_until && Date.parse(status.locked_until) > now)
    return (
      <Alert variant="destructive" role="alert">
        Too many wrong codes. You can try again after {sastClockText(status.locked_until)}.
      </Alert>
    );
  if (status.pending_phone && !editing)
    return <CodeForm status={status} now={now} onOtherNumber={() => setEditing(true)} />;
  if (status.verified_phone && !editing)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{formatSaPhone(status.verified_phone)}</span>
        <Badge variant="success">Verified</Badge>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Change number
        </Button>
      </div>
    );
  return (
    <PhoneForm
      // Once a code is sent the code form takes over.
      onSent={() => setEditing(false)}
      onCancel={status.verified_phone || status.pending_phone ? () => setEditing(false) : undefined}
    />
  );
}
