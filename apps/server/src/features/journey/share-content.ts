import { z } from 'zod';
import type { ShareContent } from '@oola/domain';
import { loadContent } from '../../content/load-content.js';
import type { AuthUser } from '../../http/authenticate.js';

const shareFileSchema = z.record(
  z.string(),
  z.object({ socialMediaImageUrl: z.string(), socialMediaTitle: z.string(), socialMediaMessage: z.string() }),
);

/** GET Customer/GetShareContent/{type}: 1 = the Step 1 wheel, 2 = the One goal. */
export function shareContent(user: AuthUser, type: number): ShareContent {
  const content = loadContent('share-content', shareFileSchema)[String(type)];
  if (!content) throw new Error(`content/share-content.yaml has no entry ${type}`);
  return { webAlias: user.webAlias, ...content };
}
