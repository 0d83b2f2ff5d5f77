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
import { Message } from '@/lib/i18n/message.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { useNow } from '@/lib/use-now.ts';

type T = ReturnType<typeof useT>;
/** The server's sentence for a person (a field's own message when it names one). */
const fieldOf = (error: unknown, field: string, t: T) =>
  error instanceof ApiError ? (error.fields?.[field] ?? error.message) : t('profile.somethingWrong');
const messageOf = (error: unknown, t: T) =>
  error instanceof ApiError ? error.message : t('profile.somethingWrong');

/** The number form: checked with the same rule as the server (core/phone.ts) before a code is sent. */
function PhoneForm({ onSent, onCancel }: { onSent: () => void; onCancel?: () => void }) {
  const t = useT();
  const id = useId();
  const start = useStartPhoneVerification();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = normaliseSaPhone(phone);
    // core's one reason (SA_PHONE_MESSAGE), in the page's language.
    if (!checked.ok) return setError(t('profile.phone.invalid'));
    setError(null);
    start.mutate(checked.phone, {
      onSuccess: () => {
        toast.success(t('profile.phone.codeSent', { phone: formatSaPhone(checked.phone) }));
        onSent();
      },
      onError: (err) => setError(fieldOf(err, 'phone', t)),
    });
  };
  return (
    <form noValidate className="space-y-2" onSubmit={submit}>
      <Label htmlFor={`${id}-phone`}>{t('profile.phone.label')}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          placeholder={t('profile.phonePlaceholder')}
          className="max-w-56"
          value={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-phone-error` : undefined}
          onChange={(e) => setPhone(e.target.value)}
        />
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? t('profile.sending') : t('profile.phone.send')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('profile.cancel')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-phone-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('profile.phone.hint')}</p>
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
  const t = useT();
  const id = useId();
  const verify = useVerifyPhone();
  const resend = useStartPhoneVerification();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = status.pending_phone as string;
  const waitUntil = status.resend_at && Date.parse(status.resend_at) > now ? status.resend_at : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t('profile.phone.codeRequired'));
    setError(null);
    verify.mutate(code.trim(), {
      onSuccess: () => toast.success(t('profile.phone.verified')),
      onError: (err) => {
        setCode('');
        setError(messageOf(err, t));
      },
    });
  };
  return (
    <form noValidate className="space-y-2" onSubmit={submit}>
      <p className="text-sm">
        <Message
          id={status.code_expires_at ? 'profile.phone.sentToUntil' : 'profile.phone.sentTo'}
          values={status.code_expires_at ? { time: sastClockText(status.code_expires_at) } : {}}
          elements={{ phone: <span className="font-medium">{formatSaPhone(pending)}</span> }}
        />
      </p>
      <Label htmlFor={`${id}-code`}>{t('profile.phone.code')}</Label>
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
          {verify.isPending ? t('profile.phone.checking') : t('profile.phone.verify')}
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
              onSuccess: () => toast.success(t('profile.phone.resent')),
              onError: (err) => setError(messageOf(err, t)),
            })
          }
        >
          {waitUntil
            ? t('profile.phone.resendAfter', { time: sastClockText(waitUntil) })
            : t('profile.phone.resend')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onOtherNumber}>
          {t('profile.phone.other')}
        </Button>
      </div>
    </form>
  );
}

/** Add, verify or change the phone that SMS and WhatsApp use. */
export function PhoneVerification({ status }: { status: PhoneStatus }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  // The lock and the resend wait end on screen, without a reload.
  const now = useNow(5_000);
  if (status.locked_until && Date.parse(status.locked_until) > now)
    return (
      <Alert variant="destructive" role="alert">
        {t('profile.phone.locked', { time: sastClockText(status.locked_until) })}
      </Alert>
    );
  if (status.pending_phone && !editing)
    return <CodeForm status={status} now={now} onOtherNumber={() => setEditing(true)} />;
  if (status.verified_phone && !editing)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{formatSaPhone(status.verified_phone)}</span>
        <Badge variant="success">{t('profile.phone.verifiedBadge')}</Badge>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          {t('profile.phone.change')}
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
