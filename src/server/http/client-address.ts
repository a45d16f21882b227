import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The address a limit counts a visitor by. An IPv6 client is given a whole /64 by its provider
 * (RFC 6177), so counting exact addresses lets one visitor pass any per-address limit by
 * changing the last 64 bits: every address of one /64 is one visitor here. An IPv4 address, or
 * one written as IPv4-mapped IPv6 (`::ffff:1.2.3.4`), is itself.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, four hex digits each, lower case (a zone is dropped). */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string): string[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [group];
      // An embedded IPv4 address fills the last two groups.
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  };
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.padStart(4, '0').toLowerCase());
}

/** The request's client, as every per-address limit counts it (behind a trusted proxy, the visitor). */
export function requestAddressKey(request: FastifyRequest): string {
  return addressKey(request.ip);
}
