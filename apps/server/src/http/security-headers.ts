import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Stripe.js (the card form when payments go to Stripe): its script, its card frames and its API. */
const STRIPE_JS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

function options(allowStripe: boolean): HelmetOptions {
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
      },
    },
  };
}

/** The headers helmet sets with our options; they do not depend on the request. */
function helmetHeaders(allowStripe: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options(allowStripe))(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  return headers;
}

/**
 * helmet's security headers on every response (Stripe.js allowed only when payments go to Stripe). They are worked out once: the Fastify plugin
 * rebuilds helmet's middleware for each request, which was a tenth of a dashboard read's garbage.
 */
export function registerSecurityHeaders(app: FastifyInstance, { allowStripe }: { allowStripe: boolean }): void {
  const headers = helmetHeaders(allowStripe);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
