import net from 'node:net';

/**
 * The push services of the browsers that support web push: a member's endpoint must be one of them, so no
 * one can make the server POST to an address of their choosing (SSRF). A new browser's service is a line here.
 */
export const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet
  'push.services.mozilla.com', // Firefox
  'push.apple.com', // Safari
  'notify.windows.com', // Edge on Windows
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);

const isLoopback = (hostname: string) =>
  LOOPBACK_HOSTS.has(hostname) || (net.isIPv4(hostname) && hostname.startsWith('127.'));

const isPushService = (hostname: string) =>
  PUSH_SERVICE_DOMAINS.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));

/**
 * Why the server will not send to this endpoint, or null when it will: https on a browser's push service,
 * or (allowLoopback: a test's receiver) http or https on this machine.
 */
export function endpointRefusal(endpoint: string, allowLoopback: boolean): string | null {
  const url = new URL(endpoint);
  if (allowLoopback && isLoopback(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return 'endpoint must be an https address of a browser push service.';
  if (url.username || url.password || url.port) return 'endpoint must be a plain https address of a push service.';
  if (!isPushService(url.hostname))
    return `endpoint must be a browser push service (${PUSH_SERVICE_DOMAINS.join(', ')}).`;
  return null;
}
