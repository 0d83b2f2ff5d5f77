import { z } from 'zod';
import { LOCALES } from '../locales.ts';

/** One of the languages the marketplace speaks (docs/decisions/061-i18n-library-and-locale.md). */
export const LocaleSchema = z.enum(LOCALES).meta({ id: 'Locale' });
