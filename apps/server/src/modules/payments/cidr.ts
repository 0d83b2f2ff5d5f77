/**
 * A tiny CIDR matcher for the PayFast ITN source check: IPv4, IPv6 and IPv4-mapped IPv6 (`::ffff:1.2.3.4`, which
 * is what a dual-stack socket reports for an IPv4 caller). Addresses are compared as integers.
 */

type Address = { family: 4 | 6; value: bigint };
export type Cidr = Address & { prefix: number; text: string };

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const n = Number(part);
    if (n > 255) return undefined;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

function parseIpv6(text: string): bigint | undefined {
  let body = text.toLowerCase();
  const zone = body.indexOf('%');
  if (zone >= 0) body = body.slice(0, zone);
  // A trailing dotted quad (::ffff:1.2.3.4) stands for the last two groups.
  const lastColon = body.lastIndexOf(':');
  const tail = body.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIpv4(tail);
    if (v4 === undefined) return undefined;
    body = `${body.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return undefined;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return value;
}

const MAPPED_PREFIX = 0xffffn << 32n;

/** An address as a number; IPv4-mapped IPv6 addresses become plain IPv4. */
export function parseIp(text: string): Address | undefined {
  const trimmed = text.trim();
  const v4 = parseIpv4(trimmed);
  if (v4 !== undefined) return { family: 4, value: v4 };
  if (!trimmed.includes(':')) return undefined;
  const v6 = parseIpv6(trimmed.replace(/^\[|\]$/g, ''));
  if (v6 === undefined) return undefined;
  if (v6 >> 32n === MAPPED_PREFIX >> 32n) return { family: 4, value: v6 & 0xffffffffn };
  return { family: 6, value: v6 };
}

/** '197.97.145.144/28' or a bare address (a single host). Undefined when malformed. */
export function parseCidr(text: string): Cidr | undefined {
  const [ip, prefixText, ...extra] = text.trim().split('/');
  if (extra.length || !ip) return undefined;
  const address = parseIp(ip);
  if (!address) return undefined;
  const bits = address.family === 4 ? 32 : 128;
  // A mapped address written with an IPv6 prefix (::ffff:10.0.0.0/104) counts the prefix over 128 bits.
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return undefined;
    prefix = Number(prefixText);
    if (address.family === 4 && ip.includes(':')) prefix -= 96;
    if (prefix < 0 || prefix > bits) return undefined;
  }
  return { ...address, prefix, text: text.trim() };
}

export function cidrContains(cidr: Cidr, ip: string): boolean {
  const address = parseIp(ip);
  if (!address || address.family !== cidr.family) return false;
  const bits = BigInt(cidr.family === 4 ? 32 : 128);
  const shift = bits - BigInt(cidr.prefix);
  return address.value >> shift === cidr.value >> shift;
}

/** Parses a list of CIDRs, throwing on the first malformed one (configuration mistakes fail at start). */
export function parseCidrList(list: readonly string[]): Cidr[] {
  return list.map((text) => {
    const cidr = parseCidr(text);
    if (!cidr) throw new Error(`Not an IP address or CIDR range: ${text}`);
    return cidr;
  });
}

export function ipAllowed(ip: string, allowed: readonly Cidr[]): boolean {
  return allowed.some((cidr) => cidrContains(cidr, ip));
}
