import type { JobsRepository } from '../jobs/jobs.repository.ts';
import type { RefundsService } from '../ledger/refunds.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Announce } from '../orders/order-announcer.ts';
import type { MoveOrder } from '../orders/order-transitions.ts';
import type { DataAccess } from '../repositories.ts';
import type { AdminRepository } from './admin.repository.ts';

/** What the console's services are given (composition/admin.ts). */
export type AdminConsoleDeps = {
  data: DataAccess;
  repo: AdminRepository;
  move: MoveOrder;
  announce: Announce;
  refunds: RefundsService;
  mailer: Mailer;
  clock: () => Date;
  /** Minutes a placed order may wait for the venue before it is an exception (default 5). */
  unansweredAfterMinutes?: number;
  /** The background jobs' schedule and which runner runs them (main.ts sets it once started). */
  jobs?: { repo: JobsRepository; runner: () => 'pg-boss' | 'in-process' | 'none' };
  /** A 600-second signed link to a driver's doorstep photo (private bucket). */
  signedProof?: (path: string) => Promise<string>;
  /** Ends a person's live access on every instance (sockets, cached sessions): on suspension and sign-out everywhere. */
  endAccess?: (userId: string) => void;
};
