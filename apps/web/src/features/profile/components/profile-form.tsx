import { useEffect, useId, useState } from 'react';
import { useProfile, useUpdateProfile } from '@/api/profile.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { Message } from '@/lib/i18n/message.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';

/** Name and phone number (used for deliveries and PayFast); the e-mail is shown, not edited here. */
export function ProfileForm() {
  const t = useT();
  const id = useId();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!profile.data) return;
    setFullName(profile.data.full_name ?? '');
    setPhone(profile.data.phone ?? '');
  }, [profile.data]);

  if (profile.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <Spinner label={t('profile.form.loading')} />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (profile.isError)
    return (
      <Alert variant="destructive" role="alert" className="space-y-3">
        <p>{t('profile.form.loadFailed', { reason: profile.error.message })}</p>
        <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
          {t('profile.retry')}
        </Button>
      </Alert>
    );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!fullName.trim()) {
          setFields({ full_name: t('profile.form.nameRequired') });
          return;
        }
        setFields({});
        update.mutate(
          { full_name: fullName.trim(), phone: phone.trim() || null },
          {
            onSuccess: () => toast.success(t('profile.form.saved')),
            onError: (error) => {
              if (error instanceof ApiError && error.fields) setFields(error.fields);
              toast.error(t('profile.form.saveFailed'), { description: error.message });
            },
          },
        );
      }}
    >
      <p className="text-sm text-muted-foreground">
        <Message
          id="profile.form.signedInAs"
          elements={{ email: <span className="font-medium text-foreground">{profile.data.email}</span> }}
        />
      </p>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-name`}>{t('profile.form.fullName')}</Label>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          value={fullName}
          maxLength={120}
          aria-invalid={fields.full_name ? true : undefined}
          aria-describedby={fields.full_name ? `${id}-name-error` : undefined}
          onChange={(e) => setFullName(e.target.value)}
        />
        {fields.full_name ? (
          <p id={`${id}-name-error`} className="text-sm text-destructive">
            {fields.full_name}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-phone`}>{t('profile.form.phone')}</Label>
        <Input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          placeholder={t('profile.phonePlaceholder')}
          value={phone}
          aria-invalid={fields.phone ? true : undefined}
          aria-describedby={fields.phone ? `${id}-phone-error` : undefined}
          onChange={(e) => setPhone(e.target.value)}
        />
        {fields.phone ? (
          <p id={`${id}-phone-error`} className="text-sm text-destructive">
            {fields.phone}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('profile.saving') : t('profile.form.save')}
      </Button>
    </form>
  );
}
