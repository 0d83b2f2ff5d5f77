import { PRODUCT_NAME } from '@lekker/core/constants';
import { driverAssignedNotice, ORDER_NOTICE_TITLE, orderStatusNotice } from '@lekker/core/notifications';
import type { MessageChannel } from './channel-provider.ts';

/**
 * Every text the server sends outside the app, in one place (docs/decisions/057-messaging-channels.md). A template
 * takes only the parameters its text needs: no customer phone or address ever goes into a customer-facing text, an
 * order is named by its number, a person by a first name. Push carries the text as the app shows it (the spec's
 * order texts unchanged: docs/product.md#order-notifications); SMS and WhatsApp name the product first, since they
 * arrive among other senders. WhatsApp sends the approved template of the same name with the parameters in order.
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
  title: (p: Record<string, string>) => string;
  text: (p: Record<string, string>) => string;
  /** Marketing texts carry the opt-out on the phone channels (POPIA s69: STOP in every marketing message). */
  marketing?: boolean;
};

const TEMPLATES = {
  /** The customer's order moved to one of the spec's five statuses (confirmed … delivered). */
  order_status: {
    params: ['status', 'order_number'],
    reach: 'preferred',
    title: () => ORDER_NOTICE_TITLE,
    text: (p) => orderStatusNotice(p.status!)?.message ?? `Your order ${p.order_number} was updated`,
  },
  order_driver_assigned: {
    params: ['driver_name', 'order_number'],
    reach: 'preferred',
    title: () => ORDER_NOTICE_TITLE,
    text: (p) => driverAssignedNotice(p.driver_name).message,
  },
  /** Auto-rejected, turned down or cancelled by an admin: the reason, and the refund line for a paid order. */
  order_cancelled: {
    params: ['order_number', 'reason', 'refund'],
    reach: 'every',
    title: () => ORDER_NOTICE_TITLE,
    text: (p) =>
      `Your order ${p.order_number} was cancelled: ${p.reason}.${p.refund ? ` ${p.refund} will be refunded to you.` : ''}`,
  },
  /** A grocery line the store could not pack: its proposed replacement, 3 minutes to answer (decision 070). */
  order_substitution: {
    params: ['order_number', 'item', 'replacement'],
    reach: 'preferred',
    title: () => ORDER_NOTICE_TITLE,
    text: (p) =>
      `Order ${p.order_number}: ${p.item} is unavailable. The store suggests ${p.replacement}. Open the app within 3 minutes to accept or decline.`,
  },
  venue_new_order: {
    params: ['order_number', 'total'],
    reach: 'preferred',
    title: () => 'New order',
    text: (p) => `New order ${p.order_number} (${p.total}). Open the order desk to accept it.`,
  },
  /** A new order the venue has not answered for 2 minutes (docs/decisions/057-messaging-channels.md#escalation). */
  venue_escalation: {
    params: ['order_number', 'minutes', 'cancel_after'],
    reach: 'every',
    title: () => 'An order is waiting',
    text: (p) =>
      `Order ${p.order_number} has waited ${p.minutes} minutes for an answer. Accept or reject it on the order desk; it is cancelled after ${p.cancel_after} minutes.`,
  },
  driver_offer: {
    params: ['venue_name', 'pay'],
    reach: 'preferred',
    title: () => 'New delivery job',
    text: (p) =>
      `New job from ${p.venue_name}${p.pay ? `, pays ${p.pay}` : ''}. Open the driver app to take it.`,
  },
  /** The driver's job changed under them: ready at the venue, cancelled, given to them or to another by an admin. */
  driver_job_ready: {
    params: ['order_number', 'venue_name'],
    reach: 'preferred',
    title: () => 'Job ready for pickup',
    text: (p) => `Order ${p.order_number} at ${p.venue_name} is ready for pickup.`,
  },
  driver_job_cancelled: {
    params: ['order_number', 'venue_name'],
    reach: 'preferred',
    title: () => 'Job cancelled',
    text: (p) =>
      `Order ${p.order_number} from ${p.venue_name} was cancelled. Open the driver app for what to do with it.`,
  },
  driver_job_removed: {
    params: ['order_number', 'venue_name'],
    reach: 'preferred',
    title: () => 'Job update',
    text: (p) =>
      `Order ${p.order_number} from ${p.venue_name} was given to another driver by an admin. You no longer need to collect it.`,
  },
  driver_job_given: {
    params: ['order_number', 'venue_name'],
    reach: 'preferred',
    title: () => 'Job update',
    text: (p) =>
      `An admin gave you order ${p.order_number} from ${p.venue_name}. Open the driver app for the pickup.`,
  },
  chat_message: {
    params: ['order_number', 'sender', 'preview'],
    reach: 'preferred',
    title: (p) => `New message about ${p.order_number}`,
    text: (p) => `${p.sender}: ${p.preview}`,
  },
  phone_code: {
    params: ['code', 'minutes'],
    reach: 'preferred',
    title: () => 'Your code',
    text: (p) => `Your code is ${p.code}. It expires in ${p.minutes} minutes. Never share it.`,
  },
  /** "Send a test message" in the profile's Notifications: transactional, on the channels order updates use. */
  test_message: {
    params: [],
    reach: 'preferred',
    title: () => PRODUCT_NAME,
    text: () => 'This is a test message. Your order updates will arrive like this one.',
  },
  /** A marketing message (a promotion): only with the person's opt-in, always with the opt-out. */
  promotion: {
    params: ['text'],
    reach: 'preferred',
    marketing: true,
    title: () => PRODUCT_NAME,
    text: (p) => p.text!,
  },
} satisfies Record<string, Template>;

export type TemplateName = keyof typeof TEMPLATES;

export const isTemplateName = (name: string): name is TemplateName => Object.hasOwn(TEMPLATES, name);

export function templateReach(name: string): Reach {
  return isTemplateName(name) ? TEMPLATES[name].reach : 'preferred';
}

/** Builds one message's text for a channel; a missing parameter or an unknown template is a programming error. */
export function buildMessage(
  name: string,
  params: Record<string, string>,
  channel: MessageChannel,
): BuiltMessage {
  if (!isTemplateName(name)) throw new Error(`No message template named ${name}`);
  const template: Template = TEMPLATES[name];
  for (const key of template.params)
    if (params[key] === undefined) throw new Error(`Template ${name} needs the parameter ${key}`);
  const body = template.text(params);
  const stop = template.marketing && channel !== 'push' ? ' Reply STOP to opt out.' : '';
  const text = channel === 'push' ? body : `${PRODUCT_NAME}: ${body}${stop}`;
  return {
    title: template.title(params),
    text,
    whatsapp: {
      name: `lekker_${name}`,
      language: 'en',
      params: template.params.map((key) => (key === 'status' ? body : params[key]!)),
    },
  };
}
