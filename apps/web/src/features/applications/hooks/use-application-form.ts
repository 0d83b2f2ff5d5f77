import type { Viewer } from '@lekker/core/contracts/accounts';
import { useState } from 'react';
import { useSubmitApplication } from '@/api/applications.ts';
import { ApiError } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import {
  type ApplicationInput,
  type ApplicationKind,
  type ApplicationValues,
  checkApplication,
  EMPTY_APPLICATION,
  type FieldErrors,
} from '../application-input.ts';

export const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : t('apply.somethingWrong');

/**
 * The application's values and errors: `checked` shows what is wrong next to each field (or gives the input),
 * `send` sends it and shows the status page (also when one was already waiting: 409).
 */
export function useApplicationForm(kind: ApplicationKind, viewer: Viewer | null, onApplied: () => void) {
  const submit = useSubmitApplication();
  const [values, setValues] = useState<ApplicationValues>({
    ...EMPTY_APPLICATION,
    phone: viewer?.profile?.phone ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const onField = (field: keyof ApplicationValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  /** Checks the application fields; shows what is wrong next to each field. */
  function checked(): ApplicationInput | null {
    const result = checkApplication(kind, values);
    if (result.ok) return result.data;
    setErrors(result.errors);
    toast.error(t('apply.checkApplication'), { description: Object.values(result.errors)[0] });
    return null;
  }

  async function send(data: ApplicationInput) {
    try {
      await submit.mutateAsync({ kind, data });
      toast.success(t('apply.sent'), { description: t('apply.reviewing') });
      onApplied();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldErrors);
      if (error instanceof ApiError && error.status === 409) {
        toast.info(error.message);
        onApplied();
        return;
      }
      toast.error(t('apply.couldNotSend'), { description: messageOf(error) });
    }
  }

  return { values, errors, onField, checked, send, sending: submit.isPending };
}
export type ApplicationForm = ReturnType<typeof useApplicationForm>;
