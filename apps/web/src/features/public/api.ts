import { useQuery } from '@tanstack/react-query';
import {
  IMAGE_BASE_PLACEHOLDER,
  type AmbassadorProfile,
  type FaqItem,
  type ProductCard,
  type Testimonial,
} from '@oola/domain';
import { api } from '../../lib/api';

export const IMAGE_BASE = '/media/images';

const keys = {
  products: (type: 1 | 2) => ['public', 'products', type] as const,
  faq: ['public', 'faq'] as const,
  testimonials: (option: number) => ['public', 'testimonials', option] as const,
  ambassador: (alias: string) => ['public', 'ambassador', alias.toLowerCase()] as const,
};

const forever = { staleTime: Infinity, gcTime: Infinity } as const;

/** 1 = services and courses, 2 = products; the image base placeholder is filled in. */
export function useProductCards(type: 1 | 2) {
  return useQuery({
    queryKey: keys.products(type),
    queryFn: async () => {
      const cards = await api<ProductCard[]>('GET', `Home/GetOolaProducts/${type}`);
      return cards.map((card) => ({ ...card, imageUrl: card.imageUrl.replace(IMAGE_BASE_PLACEHOLDER, IMAGE_BASE) }));
    },
    ...forever,
  });
}

export function useFrequentQuestions() {
  return useQuery({
    queryKey: keys.faq,
    queryFn: () => api<FaqItem[]>('GET', 'home/GetFrequentQuestions'),
    ...forever,
  });
}

/** Option 1 home, 2 affiliate, 3 TRS, 4 partner. */
export function useTestimonials(option: number) {
  return useQuery({
    queryKey: keys.testimonials(option),
    queryFn: () => api<Testimonial[]>('GET', `home/GetHomeTestimonials/${option}`),
    ...forever,
  });
}

/** Loaded once per alias; a failure is only logged. */
export function useAmbassadorProfile(webAlias: string | undefined) {
  return useQuery({
    queryKey: keys.ambassador(webAlias ?? ''),
    queryFn: () =>
      api<AmbassadorProfile>('GET', `Customer/GetAmbassadorProfileInformation/${encodeURIComponent(webAlias!)}`),
    enabled: Boolean(webAlias),
    retry: false,
    ...forever,
  });
}
