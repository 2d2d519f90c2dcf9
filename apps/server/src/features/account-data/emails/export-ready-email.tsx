import { EmailButton, EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';

export interface ExportReadyEmailData {
  firstName: string;
  /** When the download stops working, in the member's time zone. */
  expiresAt: string;
}

export const accountDataUrl = (publicUrl: string) => `${publicUrl}/account`;

/** The member's data export is ready to download (decision 074). */
export const exportReadyEmail: EmailTemplate<ExportReadyEmailData> = {
  name: 'account-export-ready',
  category: 'account',
  subject: () => 'Your data export is ready',
  reason: () => 'You are getting this because you asked for a copy of your data.',
  Body: ({ data, links }) => (
    <>
      <EmailHeading>Your data export is ready</EmailHeading>
      <EmailText>{`Hi ${data.firstName},`}</EmailText>
      <EmailText>
        {`The copy of your data you asked for is ready. Sign in and download it from My account until ${data.expiresAt}.`}
      </EmailText>
      <EmailButton href={accountDataUrl(links.publicUrl)}>Download my data</EmailButton>
      <EmailText>For your safety the download only works while you are signed in to your own account.</EmailText>
    </>
  ),
};
