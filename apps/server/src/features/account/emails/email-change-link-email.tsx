import { Link } from '@react-email/components';
import { EmailButton, EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';

export interface EmailChangeLinkData {
  firstName: string;
  token: string;
  /** When the link stops working, in the person's time zone. */
  expiresAt: string;
}

export const confirmEmailChangeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/account/confirm-email?token=${encodeURIComponent(token)}`;

/** Sent to the NEW address: the address becomes the account's only when this link is opened. */
export const emailChangeLinkEmail: EmailTemplate<EmailChangeLinkData> = {
  name: 'email-change-link',
  category: 'account',
  subject: () => 'Confirm your new e-mail address',
  reason: () => 'You are getting this because this address was entered as the new e-mail address of an account.',
  Body: ({ data, links }) => {
    const url = confirmEmailChangeUrl(links.publicUrl, data.token);
    return (
      <>
        <EmailHeading>Confirm your new e-mail address</EmailHeading>
        <EmailText>{`Hi ${data.firstName},`}</EmailText>
        <EmailText>
          You asked to use this address for your account. Confirm it with the button below; until then your account
          keeps its old address.
        </EmailText>
        <EmailButton href={url}>Confirm this address</EmailButton>
        <EmailText>
          {`The link works once, until ${data.expiresAt}. If the button does not work, copy this address into your browser: `}
          <Link href={url}>{url}</Link>
        </EmailText>
        <EmailText>If you did not ask for this, ignore this e-mail: nothing changes.</EmailText>
      </>
    );
  },
};
