import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      // 'self' covers the Socket.IO WebSocket to this same host (CSP level 3).
      'connect-src': ["'self'"],
      // A coach's external scheduling site is shown embedded in the coaching room (sandboxed iframe).
      'frame-src': ["'self'", 'https:'],
      'script-src': ["'self'"],
    },
  },
};

/** The headers helmet sets with our options; they do not depend on the request. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(OPTIONS)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  return headers;
}

/**
 * helmet's security headers on every response. They are worked out once: the Fastify plugin
 * rebuilds helmet's middleware for each request, which was a tenth of a dashboard read's garbage.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
