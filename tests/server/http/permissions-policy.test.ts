import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/test-app';

/** Features the app must never be granted: a hostile script or frame gets no camera or location. */
const SWITCHED_OFF = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'];

describeOnEachDatabase('Permissions-Policy', (ctx) => {
  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/events'],
    ['GET', '/api/tidak-ada'],
    ['POST', '/api/login'],
    ['GET', '/kelola-event'],
  ] as const)('%s %s switches off camera, microphone, location and the rest', async (method, url) => {
    const response = await ctx().app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    const policy = String(response.headers['permissions-policy'] ?? '');
    const directives = policy.split(',').map((part) => part.trim());
    for (const feature of SWITCHED_OFF) expect(directives, `${method} ${url}`).toContain(`${feature}=()`);
  });
});
