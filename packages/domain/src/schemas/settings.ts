import { z } from 'zod';

/** Public settings the client needs: the brand, where external links go, support contacts, the payment provider. */
export const publicSettingsSchema = z.object({
  brandName: z.string(),
  links: z.object({
    enrollment: z.string(),
    store: z.string(),
    backOffice: z.string(),
    upgrade: z.string(),
    resetPassword: z.string(),
    affiliateSignUp: z.string(),
  }),
  /** The support line shown with a declined payment. */
  support: z.object({ phone: z.string(), email: z.string() }),
  /** Which card form to show: our own (sandbox) or Stripe Elements with this publishable key. */
  payments: z.object({ provider: z.enum(['sandbox', 'stripe']), stripePublishableKey: z.string().nullable() }),
});
z.globalRegistry.add(publicSettingsSchema, { id: 'PublicSettings' });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
