import { DeleteAccountSchema } from '@lekker/core/contracts/privacy';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Schemas } from '@/api/client.ts';
import { useDeleteMyAccount, useDownloadMyData } from '@/api/privacy.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { errorText } from '@/lib/error-text.ts';
import { applyServerError, fieldErrors, formErrorText, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';

type DeleteValues = Schemas['DeleteAccount'];

/** The password dialog of "Delete my account"; the answer says deleted (signed out) or waiting for an order. */
function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const deletion = useDeleteMyAccount();
  const form = useZodForm<DeleteValues, DeleteValues>(DeleteAccountSchema, {
    defaultValues: { password: '' },
    labels: { password: t('privacy.delete.password') },
  });
  const fieldError = fieldErrors(form.formState.errors).password;
  const formError = formErrorText(form.formState.errors);
  const submit = form.handleSubmit((input) =>
    deletion.mutate(input, {
      onSuccess: (result) => {
        onOpenChange(false);
        if (result.status === 'deleted') {
          toast.success(t('privacy.delete.deleted'));
          navigate('/', { replace: true });
        } else toast.info(t('privacy.delete.waiting'));
      },
      onError: (error) => applyServerError(form, error),
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ password: '' });
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('privacy.delete.title')}</DialogTitle>
          <DialogDescription>{t('privacy.delete.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${id}-password`}>{t('privacy.delete.password')}</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
              {...form.register('password')}
            />
            {fieldError || formError ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {fieldError ?? formError}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('privacy.delete.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={deletion.isPending}>
              {deletion.isPending ? t('privacy.delete.pending') : t('privacy.delete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Your data" (POPIA s23 and s24; docs/decisions/067-privacy-export-and-deletion.md): download everything held about
 * you as a ZIP, or delete your account. The same card in every area's profile or account page.
 */
export function MyDataCard() {
  const t = useT();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('privacy.card.title')}</CardTitle>
        <CardDescription>{t('privacy.card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: () => toast.success(t('privacy.export.done')),
              onError: (error) => toast.error(t('privacy.export.failed'), { description: errorText(error) }),
            })
          }
        >
          {download.isPending ? t('privacy.export.pending') : t('privacy.export.button')}
        </Button>
        <Button type="button" variant="destructive" onClick={() => setDeleting(true)}>
          {t('privacy.delete.button')}
        </Button>
        <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
      </CardContent>
    </Card>
  );
}
