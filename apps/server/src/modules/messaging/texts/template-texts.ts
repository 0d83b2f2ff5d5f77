import type { Locale } from '@lekker/core/locales';
import type { TemplateName } from '../templates.ts';
import { afZA } from './af-ZA.ts';
import { enZA } from './en-ZA.ts';
import { tnZA } from './tn-ZA.ts';
import { zuZA } from './zu-ZA.ts';

type Params = Record<string, string>;

/** One template's words in one language: the title (push) and the body. */
export type TemplateText = { title: (p: Params) => string; text: (p: Params) => string };

/**
 * Every text the server sends outside the app, in one language (docs/decisions/061-i18n-library-and-locale.md,
 * "What the server sends"): each template's words, the opt-out line of marketing texts, and the language code of
 * the WhatsApp template approved for it. The type makes a language that misses a template fail to compile.
 */
export type LanguageTexts = {
  templates: Record<TemplateName, TemplateText>;
  /** Appended to marketing texts on SMS and WhatsApp (POPIA s69). STOP stays STOP: the providers listen for it. */
  optOut: string;
  /** WhatsApp's code for the language's approved templates; Setswana has none there (English is sent). */
  whatsappLanguage: string;
};

export const TEMPLATE_TEXTS: Record<Locale, LanguageTexts> = {
  'en-ZA': enZA,
  'tn-ZA': tnZA,
  'zu-ZA': zuZA,
  'af-ZA': afZA,
};
