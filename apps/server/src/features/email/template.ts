import type { ReactElement } from 'react';
import type { EmailCategory } from '@oola/domain';

export type { EmailCategory } from '@oola/domain';

export interface EmailLinks {
  /** The portal's address (PUBLIC_URL, or http://localhost:<PORT>), without a trailing slash. */
  publicUrl: string;
  /** The one-click unsubscribe page for non-transactional categories; null for transactional ones. */
  unsubscribeUrl: string | null;
}

export interface EmailTemplate<D> {
  /** Unique, kebab-case: 'password-reset'. */
  name: string;
  category: EmailCategory;
  subject(data: D): string;
  /**
   * The content only: the shared layout adds the brand header and the footer (why they got it, the
   * one-click unsubscribe link for non-transactional categories).
   */
  Body(props: { data: D; links: EmailLinks }): ReactElement;
  /** The footer's "why you got this" line. */
  reason(data: D): string;
  /**
   * String fields of the data the template only prints, never branches on or transforms (a first name,
   * a day): a message is rendered once per value of the other fields and these are filled in, for
   * templates sent in bursts (render-email.tsx). Its test renders both ways and compares.
   */
  printedAsIs?: readonly (keyof D & string)[];
}
