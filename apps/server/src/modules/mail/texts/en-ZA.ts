import { PRODUCT_NAME } from '@lekker/core/constants';
import type { MailTexts } from './mail-texts.ts';

const hi = (name: string) => `Hi ${name || 'there'}`;

export const enZA: MailTexts = {
  questions: 'Questions? Reply to this e-mail.',
  confirmEmail: (name) => ({
    subject: `Confirm your ${PRODUCT_NAME} account`,
    intro: `${hi(name)}, welcome to ${PRODUCT_NAME}! Please confirm your e-mail address to start ordering.`,
    action: 'Confirm my e-mail',
    outro: 'If you did not sign up, you can ignore this message.',
  }),
  resetPassword: (name) => ({
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: `${hi(name)}, we received a request to reset your password. The link is valid for one hour.`,
    action: 'Choose a new password',
    outro: 'If you did not ask for this, ignore this message: your password stays the same.',
  }),
  existingAccount: (name) => ({
    subject: 'Someone tried to sign up with your e-mail',
    intro: `${hi(name)}, someone (maybe you) tried to create a ${PRODUCT_NAME} account with this address, which already has one.`,
    action: 'Forgot your password? Reset it here',
    outro: 'If it was not you, you can ignore this message.',
  }),
  orderPlaced: (name, order) => ({
    subject: `Your ${PRODUCT_NAME} order ${order.orderNumber}`,
    intro: `${hi(name)}, thank you for your order ${order.orderNumber}. Total ${order.total}, paid by ${
      order.paidBy === 'cash' ? 'cash on delivery' : 'PayFast'
    }. We'll let you know as soon as the restaurant confirms it.`,
    action: 'Track your order',
    outro: 'Questions? Reply to this e-mail.',
  }),
  refund: (name, refund) => ({
    subject: `Your ${PRODUCT_NAME} refund of ${refund.amount} for order ${refund.orderNumber}`,
    intro: `${hi(name)}, we have refunded ${refund.amount} for your order ${refund.orderNumber} (${refund.reason}). PayFast returns it to the card or account you paid with; banks usually show it within 3 to 10 working days.`,
    action: 'See your order',
    outro: 'Questions? Reply to this e-mail.',
  }),
  applicationDecision: (name, application, approved, reason, url) => ({
    subject: approved
      ? `Your ${PRODUCT_NAME} ${application.kind} application is approved`
      : `Your ${PRODUCT_NAME} ${application.kind} application: ${application.kind === 'driver' ? 'account suspended' : 'not approved'}`,
    paragraphs: [
      `${hi(name)},`,
      approved
        ? `your application (${application.what}) is approved. ${application.kind === 'driver' ? 'You can go online and accept jobs.' : 'You can open the restaurant portal and set up your venue.'}`
        : `your application (${application.what}) has been ${application.kind === 'driver' ? 'suspended' : 'suspended and not approved for now'}.`,
      `Reason: ${reason}`,
      `Your status page: ${url}`,
    ],
  }),
};
