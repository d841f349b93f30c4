import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers, with a Content-Security-Policy the PWA (service worker, charts) works under.
 * Helmet's middleware is built once here: @fastify/helmet builds it anew on every request, parsing
 * the policy each time, which cost more than verifying the bearer token.
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'same-origin' },
  // The app is served over plain HTTP on localhost too; HSTS belongs to the TLS proxy in front.
  strictTransportSecurity: false,
});

/**
 * Powerful browser features the app never uses, switched off for it and for anything it might
 * ever frame: the survey asks for a region from a list, not the phone's location, and nothing
 * records sound or pictures.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  // Not 'bluetooth': Chromium does not know it as a policy feature and warns on every page.
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Answers carry personal data and change constantly: no cache, shared or private, keeps them.
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    applySecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
