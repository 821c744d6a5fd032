/**
 * Whom the per-IP limit counts as one client. An IPv4 address is one client. An IPv6 client
 * holds a whole /64 (the smallest network a provider hands out), so its addresses count together
 * by their first 64 bits; an IPv4-mapped IPv6 address (::ffff:a.b.c.d) is its IPv4 address. A
 * missing or malformed address is one 'unknown' client. The day's caps also count an IPv6 client's
 * /56 and /48 (`networksOf`): what one customer or one site is routed, so a bot holding a /48
 * gets no more than one client.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

export const UNKNOWN_CLIENT = 'unknown';

/** a.b.c.d as the two 16-bit hex groups it stands for in an IPv6 address. */
function ipv4AsGroups(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** The eight 16-bit groups of an address that isIPv6 accepts. */
function ipv6Groups(address: string): number[] {
  const dotted = address.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  const hex = dotted ? `${dotted[1]}${ipv4AsGroups(dotted[2]!)}` : address;
  const groupsOf = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = hex.split('::');
  if (tail === undefined) return groupsOf(head);
  const [before, after] = [groupsOf(head), groupsOf(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

const hex = (groups: number[]) => groups.map((group) => group.toString(16)).join(':');

/** The client an address belongs to, then the wider networks it is counted with: [IPv4 address], [IPv6 /64, /56, /48], or ['unknown']. */
export function networksOf(ip: string | undefined): string[] {
  const address = (ip ?? '').trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(address)) return [address];
  if (!isIPv6(address)) return [UNKNOWN_CLIENT];
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [
      groups
        .slice(6)
        .flatMap((group) => [group >> 8, group & 0xff])
        .join('.'),
    ];
  }
  const [a = 0, b = 0, c = 0, d = 0] = groups;
  return [`${hex([a, b, c, d])}::/64`, `${hex([a, b, c, d & 0xff00])}::/56`, `${hex([a, b, c])}::/48`];
}

/** The client an address belongs to: an IPv4 address, an IPv6 /64, or 'unknown'. */
export const clientOf = (ip: string | undefined): string => networksOf(ip)[0]!;

/** Hashed: no raw IP is stored, and any string makes a valid blob key. */
export const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** The client and its wider networks, hashed (`networksOf`). */
export const clientIds = (ip: string | undefined) => networksOf(ip).map(hashed);
