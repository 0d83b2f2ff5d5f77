import { createDriversService } from '../modules/drivers/drivers.service.ts';
import type { Core } from './core.ts';
import type { OrdersArea } from './orders.ts';

/** The driver app's jobs and positions, and what the bus tells it (job changes, ended sessions). */
export function composeDrivers(core: Core, ordersArea: OrdersArea) {
  const { config, bus, sessionCache } = core;
  const drivers = createDriversService({
    data: core.data,
    move: ordersArea.move,
    announce: ordersArea.announce,
    publish: core.publish,
    clock: core.clock,
    doorstepWaitMs: config.doorstepWaitMs,
    // Latest positions written in one batch this often (docs/decisions/032-sockets-and-positions-at-scale.md).
    positionFlushMs: config.driverLocationFlushMs,
    logger: core.logger,
  });
  // An ended session's cached copy and driver rights are forgotten on every instance (decision 040).
  bus.onSignal((signal) => {
    if (signal.kind !== 'session.ended') return;
    sessionCache.forgetUser(signal.user_id);
    drivers.forgetDriver(signal.user_id);
  });
  // A driver's cached rights for positions are forgotten when one of their jobs changes, here or on another instance.
  bus.subscribe((room, event) => drivers.orderEvent(room, event));
  return drivers;
}
