import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** A rule or tip under the field (e.g. the password length), linked with aria-describedby. */
  hint?: string;
  error?: string;
};

/** A text input in a FormField; a password field gets a Show/Hide password button. */
export function TextField({ label, hint, error, className, type, ...props }: TextFieldProps) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            type={isPassword && revealed ? 'text' : type}
            className={cn(isPassword && 'pr-12', error && 'border-destructive')}
            {...props}
          />
          {isPassword ? (
            <button
              type="button"
              onClick={() => setRevealed((v) => !v)}
              aria-label={revealed ? t('auth.form.hidePassword') : t('auth.form.showPassword')}
              aria-pressed={revealed}
              className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              {revealed ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
