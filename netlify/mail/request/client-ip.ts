/**
 * Whom the limits count as one client: an IPv4 address; an IPv6 /64 (the smallest network handed out),
 * with its /56 and /48 for the day's caps, so a bot holding a /48 gets no more than one client. An
 * IPv4-mapped address is its IPv4 address; a missing or malformed one is 'unknown'.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

export const UNKNOWN_CLIENT = 'unknown';

function ipv4AsGroups(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

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

/** [IPv4 address], [IPv6 /64, /56, /48], or ['unknown']. */
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

export const clientOf = (ip: string | undefined): string => networksOf(ip)[0]!;

/** Hashed: no raw IP is stored, and any string makes a valid blob key. */
export const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

export const clientIds = (ip: string | undefined) => networksOf(ip).map(hashed);
