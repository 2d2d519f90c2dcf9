import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@oola/domain';
import { api } from './api';

const DEFAULT_SETTINGS: PublicSettings = {
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
};

/** Brand and external links from the server; sensible defaults until they arrive. */
export function useSettings(): PublicSettings {
  const { data } = useQuery({
    queryKey: ['settings'],
    queryFn: () => api<PublicSettings>('GET', 'Settings'),
    staleTime: Infinity,
  });
  return data ?? DEFAULT_SETTINGS;
}
