import { LOCALE_NAMES, LOCALES, type Locale } from '@lekker/core/locales';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { updateProfile } from '@/api/profile.ts';
import { useViewer } from '@/api/viewer.ts';
import { activateLocale, rememberLocale } from '@/lib/i18n/i18n.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';

/**
 * Switches the app's language (docs/decisions/061-i18n-library-and-locale.md): the cookie keeps it for this browser's
 * next first page, a signed-in person's profile for every device. Each language is named in itself.
 */
export function useChooseLocale() {
  const signedIn = Boolean(useViewer().data);
  return async (locale: Locale) => {
    rememberLocale(locale);
    await activateLocale(locale);
    if (signedIn) await updateProfile({ language: locale }).catch(() => undefined);
  };
}

/** The header's compact switcher: a native select over a 44 px button showing the language's code. */
export function HeaderLanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const choose = useChooseLocale();
  return (
    <label
      className={cn(
        'relative flex size-11 shrink-0 cursor-pointer flex-col items-center justify-center rounded-full text-muted-foreground hover:bg-muted focus-within:outline-2 focus-within:outline-ring',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span aria-hidden="true" className="text-[10px] font-semibold uppercase leading-none">
        {locale.slice(0, 2)}
      </span>
      <select
        aria-label={t('language.label')}
        value={locale}
        onChange={(event) => void choose(event.target.value as Locale)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The profile's switcher: a labelled select with the languages' names. */
export function LanguageSelect() {
  const t = useT();
  const locale = useLocale();
  const choose = useChooseLocale();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void choose(event.target.value as Locale)}
        className="h-10 w-full rounded-full border border-input bg-card px-4 text-sm"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
