import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKey } from '../../../api/_lib/client-address.js';

describe('clientAddress', () => {
  it('trusts X-Real-IP (set by the platform’s edge, and by the local host from the socket), else the socket', () => {
    const socket = { remoteAddress: '10.0.0.1' };
    expect(clientAddress({ headers: { 'x-real-ip': '203.0.113.7' }, socket } as never)).toBe('203.0.113.7');
    expect(clientAddress({ headers: { 'x-forwarded-for': '198.51.100.1' }, socket } as never)).toBe('10.0.0.1');
    expect(clientAddress({ headers: {}, socket: {} } as never)).toBe('unknown');
  });
});

describe('rateLimitKey', () => {
  it('keeps an IPv4 address, also written IPv4-mapped', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('reduces an IPv6 address to its /64, however it is written', () => {
    expect(rateLimitKey('2001:db8:abcd:12::1')).toBe('2001:db8:abcd:12::/64');
    expect(rateLimitKey('2001:0db8:abcd:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:abcd:12::/64');
    expect(rateLimitKey('2001:DB8:ABCD:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKey('2001:db8:abcd:13::1')).not.toBe(rateLimitKey('2001:db8:abcd:12::1'));
  });

  it('leaves anything else as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
    expect(rateLimitKey('2001:db8:abcd:12:1eef1::1')).toBe('2001:db8:abcd:12:1eef1::1');
  });
});
