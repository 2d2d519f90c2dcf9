import { z } from 'zod';
import { faqItemSchema, productCardSchema, testimonialSchema, type ProductCard } from '@oola/domain';
import { loadContent } from '../../content/load-content.js';

const productsFileSchema = z.object({
  services: z.array(productCardSchema).min(1),
  products: z.array(productCardSchema).min(1),
});

const testimonialsFileSchema = z.record(z.string().regex(/^[1-4]$/), z.array(testimonialSchema).min(1));

/** Type 1 answers services and courses, type 2 products (GET Home/GetOolaProducts/{type}). */
export function productCards(type: number): ProductCard[] {
  const file = loadContent('public/products', productsFileSchema);
  return type === 1 ? file.services : file.products;
}

export function frequentQuestions() {
  return loadContent('public/faq', z.array(faqItemSchema).min(1));
}

/** An option with no testimonials of its own falls back to the home page's. */
export function testimonials(option: number) {
  const file = loadContent('public/testimonials', testimonialsFileSchema);
  return file[String(option)] ?? file['1'] ?? [];
}
