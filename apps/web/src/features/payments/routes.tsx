import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const BillingPage = lazy(() => import('./billing-page'));
const ReceiptPage = lazy(() => import('./receipt-page'));

/** Payments: the member's card, coaching subscription, sessions and payment history; a printable receipt per payment. */
export const paymentsRoutes: RouteObject[] = [
  { path: 'billing', element: <BillingPage /> },
  { path: 'billing/receipt/:paymentId', element: <ReceiptPage /> },
];
