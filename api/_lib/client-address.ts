/**
 * Who sent a request, for the rate limit.
 *
 * The one header trusted is `x-real-ip`. On Vercel the edge sets it (with
 * `x-forwarded-for` and `x-vercel-forwarded-for`) to the address the connection came
 * from, overwriting whatever the client sent, so it cannot be spoofed; it is also what
 * `ipAddress()` of `@vercel/functions` reads. The local host, the Vite servers and the
 * tests run the function through server/vercel-adapter.ts, which does what the edge
 * does: it overwrites the three headers from the socket. A header the client made up
 * therefore never reaches the function, on either host.
 *
 * The limit is kept per key: an IPv4 address, or the /64 prefix of an IPv6 address
 * (one household or one server usually holds a whole /64, and can pick any address
 * in it at will).
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** The headers the platform's edge overwrites with the connection's address. */
export const PLATFORM_ADDRESS_HEADERS = ['x-real-ip', 'x-forwarded-for', 'x-vercel-forwarded-for'] as const;

export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const header = req.headers['x-real-ip'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value || req.socket?.remoteAddress || 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  if (!isIPv6(text)) return null;
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The rate-limit key of an address: IPv4 as it is (also when written IPv4-mapped,
 * `::ffff:203.0.113.7`), IPv6 as its /64 (`2001:db8:0:1::/64`), anything else as given.
 */
export function rateLimitKey(address: string): string {
  const text = address.trim();
  if (isIPv4(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return text;
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
