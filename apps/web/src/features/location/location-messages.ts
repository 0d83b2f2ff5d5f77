import type { MessageId } from '@/lib/i18n/i18n.ts';
import { LOCATION_ERROR_HINT, LOCATION_ERRORS } from './location-state.ts';

/**
 * The location state keeps the specification's English texts (docs/product.md#location) as its values; what a person
 * reads is the message for each, in their language (docs/decisions/061-i18n-library-and-locale.md).
 */
export const LOCATION_MESSAGES: Record<string, MessageId> = {
  [LOCATION_ERRORS.default]: 'location.error.default',
  [LOCATION_ERRORS.denied]: 'location.error.denied',
  [LOCATION_ERRORS.unavailable]: 'location.error.unavailable',
  [LOCATION_ERRORS.timeout]: 'location.error.timeout',
  [LOCATION_ERRORS.unsupported]: 'location.error.unsupported',
  [LOCATION_ERRORS.overallTimeout]: 'location.error.overallTimeout',
  [LOCATION_ERROR_HINT]: 'location.errorHint',
  'Getting Location...': 'location.badge.getting',
  'Location Active': 'location.badge.active',
  'Location Denied': 'location.badge.denied',
  'Location Off': 'location.badge.off',
};

/** The message for a location text, or the text itself when it is none of them (a browser's own error). */
export function locationText(t: (id: MessageId) => string, text: string): string {
  const id = LOCATION_MESSAGES[text];
  return id ? t(id) : text;
}
