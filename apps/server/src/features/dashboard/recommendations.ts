import { z } from 'zod';
import type { RecommendationItem } from '@oola/domain';
import { loadContent } from '../../content/load-content.js';

const itemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subTitle: z.string(),
  creator: z.string(),
  imageUrl: z.string(),
  price: z.number(),
  exigoItemCode: z.string(),
  urlProduct: z.string().optional(),
  isCoachCertification: z.boolean().default(false),
});
const fileSchema = z.object({ programs: z.array(itemSchema), products: z.array(itemSchema) });
type Item = z.infer<typeof itemSchema>;

const content = () => loadContent('dashboard/recommendations', fileSchema);

const isExternal = (link: string) => /^https?:\/\//i.test(link);

function toRecommendation(item: Item, urlProduct: string): RecommendationItem {
  return {
    id: item.id,
    title: item.title,
    subTitle: item.subTitle,
    creator: item.creator,
    imageUrl: item.imageUrl,
    dashboardImageUrl: item.imageUrl,
    price: item.price,
    exigoItemCode: item.exigoItemCode,
    // Purchases arrive with the courses issue; until then nothing is purchased or completed.
    purchased: false,
    completed: false,
    isEnabled: true,
    isCoachCertification: item.isCoachCertification,
    externalLink: isExternal(urlProduct) ? urlProduct : null,
    urlProduct,
  };
}

/** AdditionalCourse/GetCourses: every additional program with the member's purchase state. */
export function additionalCourses(enrollmentLink: string): RecommendationItem[] {
  return content().programs.map((item) => toRecommendation(item, item.urlProduct ?? enrollmentLink));
}

/** Dashboard/GetOolaProducts/2: the products, each linking to the store. */
export function recommendedProducts(storeLink: string): RecommendationItem[] {
  return content().products.map((item) => toRecommendation(item, item.urlProduct ?? storeLink));
}
