/** Public-site constants kept apart from the zod schemas so the home page does not load zod. */

/** Placeholder in a card's imageUrl for the image base address. */
export const IMAGE_BASE_PLACEHOLDER = '{imageBase}';
/** Placeholder in a FAQ answer replaced by a link to the compensation plan PDF. */
export const COMPENSATION_PLAN_PLACEHOLDER = '{compensationPlan}';
export const COMPENSATION_PLAN_PDF = '/media/files/compensation-plan.pdf';

/** GET home/GetHomeTestimonials/{option}: 1 home, 2 affiliate, 3 TRS, 4 partner. */
export const TESTIMONIAL_OPTIONS = { home: 1, affiliate: 2, trs: 3, partner: 4 } as const;
