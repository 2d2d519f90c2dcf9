import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { call, createTestApp } from '../../test/test-app.js';
import { publicSettings } from './routes.js';

describe('GET /api/Settings', () => {
  it('answers the brand name and the built-in pages when no link is configured, without a token', async () => {
    const t = await createTestApp();
    try {
      const { status, body } = await call(t, { method: 'GET', url: '/api/settings' });
      expect(status).toBe(200);
      expect(body).toEqual({
        brandName: 'Oola',
        links: {
          enrollment: '/enroll',
          store: '/TRS',
          backOffice: '/dashboard',
          upgrade: '/enroll',
          resetPassword: '/forgotPassword',
          affiliateSignUp: '/enroll',
        },
        support: { phone: '1-800-555-0142', email: 'support@oola.example' },
        payments: { provider: 'sandbox', stripePublishableKey: null },
      });
    } finally {
      await t.close();
    }
  });

  it('answers the configured links', () => {
    const config = testConfig({
      brandName: 'Balance',
      links: {
        enrollment: 'https://shop.example.com/enroll',
        store: null,
        backOffice: null,
        upgrade: null,
        resetPassword: 'https://id.example.com/reset',
        affiliateSignUp: null,
      },
    });
    const settings = publicSettings(config);
    expect(settings.brandName).toBe('Balance');
    expect(settings.links.enrollment).toBe('https://shop.example.com/enroll');
    expect(settings.links.resetPassword).toBe('https://id.example.com/reset');
    expect(settings.links.store).toBe('/TRS');
  });
});
