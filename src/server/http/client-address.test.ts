import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.ts';

describe('addressKey: the address a limit counts', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:10.0.0.1')).toBe('10.0.0.1');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const keys = new Set(
      ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:abcd::9', '2001:DB8:1:2::%eth0'].map(
        addressKey,
      ),
    );
    expect([...keys]).toEqual(['2001:0db8:0001:0002::/64']);
  });

  it('keeps different /64s apart', () => {
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(addressKey('fe80::1:2:3:4')).toBe('fe80:0000:0000:0000::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('leaves anything else as it came (a test client, an empty address)', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('localhost')).toBe('localhost');
  });
});
