import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { DevMailboxRepository } from './dev-mailbox.repository.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends e-mail: over SMTP when configured, otherwise into the dev mailbox. */
export type Mailer = { send(message: MailMessage): Promise<void>; kind: 'smtp' | 'dev-mailbox' };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createDevMailbox(repo: DevMailboxRepository, logger: Logger): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message) {
      await repo.insert(message);
      logger.info(
        { to: message.to, subject: message.subject, text: message.text },
        'dev mailbox: message stored',
      );
    },
  };
}
