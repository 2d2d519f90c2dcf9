/** What other features use from payments. */
export { hasCardOnFile } from './card-on-file.js';
export { paymentReceiptEmail } from './emails/payment-receipt-email.js';
export { renewalFailedEmail } from './emails/renewal-failed.js';
