import { AppError } from '../domain/errors.ts';
import type { Messaging } from '../modules/messaging/messaging.port.ts';
import type { PushDevices } from '../modules/preferences/recipient-preferences.ts';

/**
 * Until the messaging module is composed here, nothing can be sent: a send answers 503 in words, rather than
 * pretending a code went out. The messaging module's composition replaces this (AppDeps.messaging in tests).
 */
export const pendingMessaging: Messaging = {
  async send() {
    throw new AppError(503, 'not_ready', 'Text messages cannot be sent yet. Please try again later.');
  },
};

/** Until the push module is composed here, no account has a push device. */
export const pendingPushDevices: PushDevices = { hasDevice: async () => false };
