import { PRODUCT_NAME } from '@lekker/core/constants';
import { DEFAULT_LOCALE, type Locale } from '@lekker/core/locales';
import type { MessageChannel } from './channel-provider.ts';
import { TEMPLATE_TEXTS } from './texts/template-texts.ts';

/**
 * Every text the server sends outside the app, in one place (docs/decisions/057-messaging-channels.md). A template
 * takes only the parameters its text needs: no customer phone or address ever goes into a customer-facing text, an
 * order is named by its number, a person by a first name. Push carries the text as the app shows it (the spec's
 * order texts unchanged: docs/product.md#order-notifications); SMS and WhatsApp name the product first, since they
 * arrive among other senders. WhatsApp sends the approved template of the same name with the parameters in order.
 * Each text is built in the recipient's language (texts/, one file per language; English is the default).
 */
export type BuiltMessage = {
  title: string;
  text: string;
  /** The WhatsApp template's name and its body parameters, in order. */
  whatsapp: { name: string; language: string; params: string[] };
};

/** How widely an event goes: its preferred channels, or every channel the person has (a cancelled order). */
export type Reach = 'preferred' | 'every';

type Template = {
  params: readonly string[];
  reach: Reach;
  /** Marketing texts carry the opt-out on the phone channels (POPIA s69: STOP in every marketing message). */
  marketing?: boolean;
};

/** Each template's parameters and reach; its words, per language, are in texts/ (template-texts.ts). */
const TEMPLATES = {
  /** The customer's order moved to one of the spec's five statuses (confirmed … delivered). */
  order_status: { params: ['status', 'order_number'], reach: 'preferred' },
  /** A collection's status (decision 068): ready for collection with the pick-up code, collected. */
  order_collection_status: { params: ['status', 'order_number'], reach: 'preferred' },
  order_driver_assigned: { params: ['driver_name', 'order_number'], reach: 'preferred' },
  /** Auto-rejected, turned down or cancelled by an admin: the reason, and the refund line for a paid order. */
  order_cancelled: { params: ['order_number', 'reason', 'refund'], reach: 'every' },
  /** A grocery line the store could not pack: its proposed replacement, 3 minutes to answer (decision 070). */
  order_substitution: { params: ['order_number', 'item', 'replacement'], reach: 'preferred' },
  venue_new_order: { params: ['order_number', 'total'], reach: 'preferred' },
  /** A new order the venue has not answered for 2 minutes (docs/decisions/057-messaging-channels.md#escalation). */
  venue_escalation: { params: ['order_number', 'minutes', 'cancel_after'], reach: 'every' },
  driver_offer: { params: ['venue_name', 'pay'], reach: 'preferred' },
  /** The driver's job changed under them: ready at the venue, cancelled, given to them or to another by an admin. */
  driver_job_ready: { params: ['order_number', 'venue_name'], reach: 'preferred' },
  driver_job_cancelled: { params: ['order_number', 'venue_name'], reach: 'preferred' },
  driver_job_removed: { params: ['order_number', 'venue_name'], reach: 'preferred' },
  driver_job_given: { params: ['order_number', 'venue_name'], reach: 'preferred' },
  chat_message: { params: ['order_number', 'sender', 'preview'], reach: 'preferred' },
  phone_code: { params: ['code', 'minutes'], reach: 'preferred' },
  /** "Send a test message" in the profile's Notifications: transactional, on the channels order updates use. */
  test_message: { params: [], reach: 'preferred' },
  /** A marketing message (a promotion): only with the person's opt-in, always with the opt-out. */
  promotion: { params: ['text'], reach: 'preferred', marketing: true },
} satisfies Record<string, Template>;

export type TemplateName = keyof typeof TEMPLATES;

export const isTemplateName = (name: string): name is TemplateName => Object.hasOwn(TEMPLATES, name);

export function templateReach(name: string): Reach {
  return isTemplateName(name) ? TEMPLATES[name].reach : 'preferred';
}

/**
 * Builds one message's text for a channel in the recipient's language; a missing parameter or an unknown template is
 * a programming error.
 */
export function buildMessage(
  name: string,
  params: Record<string, string>,
  channel: MessageChannel,
  locale: Locale = DEFAULT_LOCALE,
): BuiltMessage {
  if (!isTemplateName(name)) throw new Error(`No message template named ${name}`);
  const template: Template = TEMPLATES[name];
  for (const key of template.params)
    if (params[key] === undefined) throw new Error(`Template ${name} needs the parameter ${key}`);
  const language = TEMPLATE_TEXTS[locale] ?? TEMPLATE_TEXTS[DEFAULT_LOCALE];
  // WhatsApp has no approved template in some languages (Setswana): the English one goes, with English parameters.
  const whatsappTexts = language.whatsappLanguage === 'en' ? TEMPLATE_TEXTS[DEFAULT_LOCALE] : language;
  const words = (channel === 'whatsapp' ? whatsappTexts : language).templates[name];
  const body = words.text(params);
  const optOut = (channel === 'whatsapp' ? whatsappTexts : language).optOut;
  const stop = template.marketing && channel !== 'push' ? ` ${optOut}` : '';
  const text = channel === 'push' ? body : `${PRODUCT_NAME}: ${body}${stop}`;
  return {
    title: words.title(params),
    text,
    whatsapp: {
      name: `lekker_${name}`,
      language: whatsappTexts.whatsappLanguage,
      params: template.params.map((key) => (key === 'status' ? body : params[key]!)),
    },
  };
}
