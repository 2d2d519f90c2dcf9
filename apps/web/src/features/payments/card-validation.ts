import { cardBrand, cardDigits, cardNumberProblem, cvcProblem, parseExpiry, type SaveCardRequest } from '@oola/domain';

/** What the member types in our own card form (the sandbox's). */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardFormValues = { number: '', expiry: '', cvc: '' };

export type CardErrors = Partial<Record<keyof CardFormValues, string>>;

/** Checks the card as Stripe's own form does (length, Luhn, MM/YY not in the past, security code). */
export function validateCard(values: CardFormValues, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const numberProblem = cardNumberProblem(values.number);
  if (numberProblem) errors.number = numberProblem;
  const expiry = parseExpiry(values.expiry, now);
  if ('problem' in expiry) errors.expiry = expiry.problem;
  const cvc = cvcProblem(values.cvc, cardBrand(cardDigits(values.number)));
  if (cvc) errors.cvc = cvc;
  return errors;
}

/** The request the server takes, once the values are valid. */
export function toSaveCardRequest(values: CardFormValues, now = new Date()): SaveCardRequest {
  const expiry = parseExpiry(values.expiry, now);
  if ('problem' in expiry) throw new Error(expiry.problem);
  return { number: cardDigits(values.number), ...expiry, cvc: values.cvc.trim() };
}
