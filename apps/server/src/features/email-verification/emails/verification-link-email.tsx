import { Link } from '@react-email/components';
import { EmailButton, EmailHeading, EmailText, type EmailTemplate } from '../../email/index.js';
import { verifyEmailUrl } from './welcome-email.js';

export interface VerificationLinkEmailData {
  firstName: string;
  token: string;
  lifetimeDays: number;
}

/** The new link a member asked for ("Send a new link"); the earlier ones no longer work (decision 064). */
export const verificationLinkEmail: EmailTemplate<VerificationLinkEmailData> = {
  name: 'verification-link',
  category: 'account',
  subject: () => 'Verify your e-mail address',
  reason: () => 'You are getting this because you asked for a new link to verify this address.',
  Body: ({ data, links }) => {
    const url = verifyEmailUrl(links.publicUrl, data.token);
    return (
      <>
        <EmailHeading>Confirm your e-mail address</EmailHeading>
        <EmailText>{`Hi ${data.firstName},`}</EmailText>
        <EmailText>Here is your new link: press the button to confirm that this e-mail address is yours.</EmailText>
        <EmailButton href={url}>Verify my e-mail address</EmailButton>
        <EmailText>
          {`The link works once, for ${data.lifetimeDays} days; links we sent you before no longer work. If the button does not work, copy this address into your browser: `}
          <Link href={url}>{url}</Link>
        </EmailText>
      </>
    );
  },
};
