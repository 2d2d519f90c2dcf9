import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema, type PublicSettings } from '@oola/domain';
import type { Config } from '../../config.js';
import { PUBLIC } from '../../policies/route-ability.js';

/**
 * External links fall back to the built-in page where we have one (sign-up,
 * password reset); the store falls back to the public products section.
 */
export function publicSettings(config: Config): PublicSettings {
  const { links } = config;
  return {
    brandName: config.brandName,
    links: {
      enrollment: links.enrollment ?? '/enroll',
      store: links.store ?? '/TRS',
      backOffice: links.backOffice ?? '/dashboard',
      upgrade: links.upgrade ?? '/enroll',
      resetPassword: links.resetPassword ?? '/forgotPassword',
      affiliateSignUp: links.affiliateSignUp ?? '/enroll',
    },
    support: config.support,
    payments: config.stripe
      ? { provider: 'stripe', stripePublishableKey: config.stripe.publishableKey }
      : { provider: 'sandbox', stripePublishableKey: null },
  };
}

export const settingsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/Settings',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: ['Settings'],
        summary: 'Brand name, external links (configured, or the built-in page), support contacts, payment provider',
        response: { 200: publicSettingsSchema },
      },
    },
    async () => publicSettings(config),
  );
};
