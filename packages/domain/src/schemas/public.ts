import { z } from 'zod';

/** GET Home/GetOolaProducts/{type}: 1 = services and courses, 2 = products. */
export const productListParamsSchema = z.object({
  type: z.coerce.number().int().min(1, 'type must be 1 or 2').max(2, 'type must be 1 or 2'),
});

/** Card productTypeId 1 shows LEARN MORE, any other SHOP NOW. */
export const productCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  urlProduct: z.string(),
  productTypeId: z.number().int(),
});
z.globalRegistry.add(productCardSchema, { id: 'ProductCard' });
export type ProductCard = z.infer<typeof productCardSchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
z.globalRegistry.add(faqItemSchema, { id: 'FaqItem' });
export type FaqItem = z.infer<typeof faqItemSchema>;

/** GET home/GetHomeTestimonials/{option}: 1 home, 2 affiliate, 3 TRS, 4 partner (TESTIMONIAL_OPTIONS). */
export const testimonialParamsSchema = z.object({
  option: z.coerce.number().int().min(1, 'option must be 1 to 4').max(4, 'option must be 1 to 4'),
});

export const testimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  location: z.string(),
  photoUrl: z.string(),
});
z.globalRegistry.add(testimonialSchema, { id: 'Testimonial' });
export type Testimonial = z.infer<typeof testimonialSchema>;
