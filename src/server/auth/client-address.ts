import { isIPv6 } from 'node:net';

/**
 * The unit an address budget counts: an IPv4 address, or an IPv6 /64. One subscriber is given a
 * whole /64, so counting single IPv6 addresses would let one client take 2^64 budgets.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip) || ip.includes('.')) return ip.replace(/^::ffff:/i, '');
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
