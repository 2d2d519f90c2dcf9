import { isIP } from 'node:net';

const PRIVATE_V4 = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./];

/**
 * What a sign-in's address says about where it came from, without a location database (decision 073):
 * its network, with the last part hidden ('203.0.113.x'), or the kind of network it is.
 */
export function approximatePlace(address: string | null): string | null {
  if (!address) return null;
  const ip = address.replace(/^::ffff:/i, '');
  if (ip === '::1' || ip.startsWith('127.')) return 'This server’s own computer';
  if (isIP(ip) === 4) {
    if (PRIVATE_V4.some((range) => range.test(ip))) return 'A private network';
    return `Network ${ip.split('.').slice(0, 3).join('.')}.x`;
  }
  if (isIP(ip) === 6) {
    if (/^f[cd]/i.test(ip) || /^fe80/i.test(ip)) return 'A private network';
    const groups = ip.split(':').filter(Boolean).slice(0, 3);
    return `Network ${groups.join(':')}::`;
  }
  return null;
}
