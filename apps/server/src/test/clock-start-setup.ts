// Setup file of the core, server-unit and server-db projects: with LEKKER_CLOCK_START set (`npm run test:hours`),
// the test process's clock starts at that instant and runs forward, as the server's does
// (apps/server/src/clock-start.ts), so a test that reads the time sees the chosen hour. Unset: the machine's clock.
import { startClockAt } from '../clock-start.ts';

const start = process.env.LEKKER_CLOCK_START;
if (start) startClockAt(new Date(start));
