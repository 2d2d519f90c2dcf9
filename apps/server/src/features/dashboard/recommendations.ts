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
});
const fileSchema = z.object({ products: z.array(itemSchema) });
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
    // Products are bought in the store: the portal never marks them purchased.
    purchased: false,
    completed: false,
    isEnabled: true,
    isCoachCertification: false,
    externalLink: isExternal(urlProduct) ? urlProduct : null,
    urlProduct,
  };
}

/** Dashboard/GetOolaProducts/2: the products, each linking to the store. */
export function recommendedProducts(storeLink: string): RecommendationItem[] {
  return content().products.map((item) => toRecommendation(item, item.urlProduct ?? storeLink));
}
