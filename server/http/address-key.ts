import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part gives the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key per-address limits count a peer under: an IPv4 address as it is; an IPv4-mapped IPv6
 * address (::ffff:a.b.c.d, what a dual-stack socket reports) as its IPv4 address; any other IPv6
 * address as its /64, since one subscriber usually holds a whole /64 and can pick any address in it.
 * Null (the peer is not known, e.g. an in-process call) stays null; text that is no address is kept.
 */
export function addressKey(ip: string | null): string | null {
  if (ip === null) return null;
  if (isIPv4(ip)) return ip;
  const address = ip.split('%')[0]!; // a zone index (fe80::1%eth0) names the interface, not the peer
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
