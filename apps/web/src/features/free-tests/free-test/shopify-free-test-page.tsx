import { useEffect } from 'react';
import { markShopOrigin } from '../../../lib/session';
import FreeTestPage from './free-test-page';

/** /Shopify/FreeTestShopify: marks the visitor as from the shop, then the same free test. */
export default function ShopifyFreeTestPage() {
  useEffect(() => markShopOrigin(), []);
  return <FreeTestPage />;
}
