import { PRODUCT_NAME } from '@lekker/core/constants';
import { driverAssignedNotice, ORDER_NOTICE_TITLE, orderStatusNotice } from '@lekker/core/notifications';
import type { LanguageTexts } from './template-texts.ts';

/** English: the specification's texts (docs/product.md#order-notifications), unchanged. */
export const enZA: LanguageTexts = {
  optOut: 'Reply STOP to opt out.',
  whatsappLanguage: 'en',
  templates: {
    order_status: {
      title: () => ORDER_NOTICE_TITLE,
      text: (p) => orderStatusNotice(p.status!)?.message ?? `Your order ${p.order_number} was updated`,
    },
    order_collection_status: {
      title: () => ORDER_NOTICE_TITLE,
      text: (p) =>
        orderStatusNotice(p.status!, 'collection')?.message ?? `Your order ${p.order_number} was updated`,
    },
    order_driver_assigned: {
      title: () => ORDER_NOTICE_TITLE,
      text: (p) => driverAssignedNotice(p.driver_name).message,
    },
    order_cancelled: {
      title: () => ORDER_NOTICE_TITLE,
      text: (p) =>
        `Your order ${p.order_number} was cancelled: ${p.reason}.${p.refund ? ` ${p.refund} will be refunded to you.` : ''}`,
    },
    order_substitution: {
      title: () => ORDER_NOTICE_TITLE,
      text: (p) =>
        `Order ${p.order_number}: ${p.item} is unavailable. The store suggests ${p.replacement}. Open the app within 3 minutes to accept or decline.`,
    },
    venue_new_order: {
      title: () => 'New order',
      text: (p) => `New order ${p.order_number} (${p.total}). Open the order desk to accept it.`,
    },
    venue_escalation: {
      title: () => 'An order is waiting',
      text: (p) =>
        `Order ${p.order_number} has waited ${p.minutes} minutes for an answer. Accept or reject it on the order desk; it is cancelled after ${p.cancel_after} minutes.`,
    },
    driver_offer: {
      title: () => 'New delivery job',
      text: (p) =>
        `New job from ${p.venue_name}${p.pay ? `, pays ${p.pay}` : ''}. Open the driver app to take it.`,
    },
    driver_job_ready: {
      title: () => 'Job ready for pickup',
      text: (p) => `Order ${p.order_number} at ${p.venue_name} is ready for pickup.`,
    },
    driver_job_cancelled: {
      title: () => 'Job cancelled',
      text: (p) =>
        `Order ${p.order_number} from ${p.venue_name} was cancelled. Open the driver app for what to do with it.`,
    },
    driver_job_removed: {
      title: () => 'Job update',
      text: (p) =>
        `Order ${p.order_number} from ${p.venue_name} was given to another driver by an admin. You no longer need to collect it.`,
    },
    driver_job_given: {
      title: () => 'Job update',
      text: (p) =>
        `An admin gave you order ${p.order_number} from ${p.venue_name}. Open the driver app for the pickup.`,
    },
    chat_message: {
      title: (p) => `New message about ${p.order_number}`,
      text: (p) => `${p.sender}: ${p.preview}`,
    },
    phone_code: {
      title: () => 'Your code',
      text: (p) => `Your code is ${p.code}. It expires in ${p.minutes} minutes. Never share it.`,
    },
    test_message: {
      title: () => PRODUCT_NAME,
      text: () => 'This is a test message. Your order updates will arrive like this one.',
    },
    promotion: { title: () => PRODUCT_NAME, text: (p) => p.text! },
  },
};
