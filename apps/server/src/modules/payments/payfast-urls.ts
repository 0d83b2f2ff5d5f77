import type { Config } from '../../config.ts';

export type PayfastConfig = Pick<Config, 'payfast' | 'publicUrl'>;

/** Where PayFast posts its notifications (ITN); exempt from the Origin check because it is server to server. */
export const PAYFAST_NOTIFY_PATH = '/api/payments/payfast/notify';
/** The built-in simulator's stand-in for https://www.payfast.co.za (simulator mode only). */
export const PAYFAST_SIMULATOR_PATH = '/api/payments/simulator';

const HOSTS = { live: 'https://www.payfast.co.za', sandbox: 'https://sandbox.payfast.co.za' } as const;

/** The mode's PayFast host: `/eng/process` (checkout form) and `/eng/query/validate` (ITN confirmation) live under it. */
export function payfastBaseUrl(config: PayfastConfig): string {
  return config.payfast.mode === 'simulator'
    ? `${config.publicUrl}${PAYFAST_SIMULATOR_PATH}`
    : HOSTS[config.payfast.mode];
}
