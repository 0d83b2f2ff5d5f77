import { isLoopbackHost } from '../../http/local-only.ts';

/**
 * Which push endpoints the server will POST to. The server sends to whatever URL a browser handed it, so in
 * production only the browsers' real push services are accepted (no request to an address of the operator's own
 * network); outside production any https endpoint, and with PUSH_ALLOW_INSECURE_ENDPOINTS an http:// one on this
 * machine (the tests' local push endpoint). docs/decisions/059-web-push.md.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'push.services.mozilla.com',
  '.notify.windows.com', // Edge on Windows (WNS)
  '.push.apple.com', // Safari (web.push.apple.com)
] as const;

export type EndpointRules = { production: boolean; allowInsecure: boolean };

const isPushServiceHost = (host: string) =>
  PUSH_SERVICE_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) : host === known));

/** Why this endpoint is refused, in words for the person turning notifications on; null when it is fine. */
export function endpointProblem(endpoint: string, rules: EndpointRules): string | null {
  const url = new URL(endpoint);
  if (url.protocol === 'http:') {
    if (!rules.production && rules.allowInsecure && isLoopbackHost(url.hostname)) return null;
    return 'This browser offered an unencrypted push address. Notifications need a secure (https) push service.';
  }
  if (url.protocol !== 'https:' || url.username || url.password)
    return 'This browser offered a push address we cannot use.';
  if (rules.production && !isPushServiceHost(url.hostname.toLowerCase()))
    return "This browser's push service is not one we can send to. Please try Chrome, Firefox, Edge or Safari.";
  return null;
}

/** "Chrome on Android", "Safari on iPhone", … from a User-Agent; null when neither part is known. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = [
    [/Edg\//, 'Edge'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/OPR\//, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  const os = [
    [/Android/, 'Android'],
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'Mac'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  if (!browser && !os) return null;
  return [browser ?? 'A browser', os && `on ${os}`].filter(Boolean).join(' ');
}
