// Setup file of the core, server-unit and server-db projects (vitest.config.ts `setupFiles`): a console warning or
// error that no test asserted on fails the test that caused it. The server logs through pino (silent in tests), so
// console output means something escaped: a library's deprecation, an unhandled rejection printed, a stray debug
// line. A test that expects one spies on console itself (`vi.spyOn(console, 'warn').mockImplementation(…)`).
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

let unexpected: string[] = [];
const spies: { mockRestore(): void }[] = [];

beforeEach(() => {
  unexpected = [];
  for (const level of ['warn', 'error'] as const)
    spies.push(
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        unexpected.push(`console.${level}: ${format(...args)}`);
      }),
    );
});

afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
  const messages = unexpected;
  unexpected = [];
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});
