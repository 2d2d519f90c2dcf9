import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Stripe.js (the card form when payments go to Stripe): its script, its card frames and its API. */
const STRIPE_JS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * The coaching room's video call needs the camera and the microphone, on our own origin only (no frame
 * of another site gets them); every other powerful feature is off.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'accelerometer=()',
  'bluetooth=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

function options(allowStripe: boolean, overHttps: boolean): HelmetOptions {
  const stripe = (sources: string[]) => (allowStripe ? sources : []);
  return {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // 'self' covers the Socket.IO WebSocket to this same host (CSP level 3).
        'connect-src': ["'self'", ...stripe(STRIPE_JS.connect)],
        // A coach's external scheduling site is shown embedded in the coaching room (sandboxed iframe).
        'frame-src': ["'self'", 'https:', ...stripe(STRIPE_JS.frame)],
        'script-src': ["'self'", ...stripe(STRIPE_JS.script)],
        // Over plain HTTP (http://<the machine's address>:3000) it would send every script to https, which fails.
        'upgrade-insecure-requests': overHttps ? [] : null,
      },
    },
    // Browsers ignore it over plain HTTP; sent there it would only pin a host that has no certificate.
    strictTransportSecurity: overHttps,
  };
}

/** The headers helmet sets with our options; they do not depend on the request. */
function helmetHeaders(allowStripe: boolean, overHttps: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options(allowStripe, overHttps))(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

export interface SecurityHeadersOptions {
  allowStripe: boolean;
  /** PUBLIC_URL: when it is https, every request counts as one over HTTPS (a proxy ends TLS in front). */
  publicUrl: string | null;
}

/**
 * helmet's security headers and our Permissions-Policy on every response (Stripe.js allowed only when payments go
 * to Stripe). The CSP's upgrade-insecure-requests and HSTS only go with a request that came over HTTPS: directly,
 * through a trusted proxy's X-Forwarded-Proto (Fastify's `request.protocol` believes it only from a proxy that
 * TRUST_PROXY names), or always when PUBLIC_URL is https. Both sets are worked out once: the Fastify plugin rebuilds
 * helmet's middleware for each request, which was a tenth of a dashboard read's garbage.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { allowStripe, publicUrl }: SecurityHeadersOptions,
): void {
  const overHttps = helmetHeaders(allowStripe, true);
  const overHttp = helmetHeaders(allowStripe, false);
  const publicUrlIsHttps = publicUrl !== null && new URL(publicUrl).protocol === 'https:';
  const cameOverHttps = (request: FastifyRequest) => publicUrlIsHttps || request.protocol === 'https';
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(cameOverHttps(request) ? overHttps : overHttp);
    done();
  });
}
