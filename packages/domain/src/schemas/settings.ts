import { z } from 'zod';

/** Public settings the client needs: the brand and where external links go. */
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
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
