import type { Ref } from 'react';
import type { SaveCardRequest } from '@oola/domain';

/** A card form the parent submits: collect() answers the card as PUT Payments/Card takes it. */
export interface CardEntryHandle {
  /**
   * The card to save, or null when the form now shows what to fix. Throws CardRefusedError when
   * Stripe refuses the card while checking it.
   */
  collect(): Promise<SaveCardRequest | null>;
  /** Clears the card number (a declined one) and puts the cursor there, for the member to type another. */
  restart(): void;
}

export interface CardEntryProps {
  ref: Ref<CardEntryHandle>;
  disabled?: boolean;
}
