/** What other features use: the payment modals and panels (the lead wires them into find-coach and the room). */
export { ConfirmCoachPayment, type CoachToConfirm, type ConfirmCoachPaymentProps } from './confirm-coach-payment';
export { PaymentDeclinedPanel } from './payment-declined-panel';
export { BuySessionsButton } from './buy-sessions-button';
export { PurchaseSessionsModal } from './purchase-sessions-modal';
export { ResultsFasterModal } from './results-faster-modal';
export { useSelectCoach } from './api';
export { BuyCourse, CoursePurchasedNotice, type CourseToBuy } from './buy-course';
