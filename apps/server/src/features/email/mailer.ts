import nodemailer from 'nodemailer';
import type { StoredAttachment } from '../../db/schema/index.js';

export interface OutgoingEmail {
  from: string;
  to: { name: string | null; address: string };
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: StoredAttachment[];
  messageId: string;
}

/**
 * One message over SMTP_URL (smtp://user:pass@host:587: STARTTLS whenever the server offers it; add
 * ?requireTLS=true to refuse a server that does not). Short timeouts, so a stalled server fails the
 * attempt, and pg-boss's retry, rather than the job's expiry, deals with it.
 */
export async function sendOverSmtp(smtpUrl: string, email: OutgoingEmail): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  try {
    await transport.sendMail({
      from: email.from,
      to: email.to.name ? { name: email.to.name, address: email.to.address } : email.to.address,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers,
      messageId: email.messageId,
      attachments: email.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    });
  } finally {
    transport.close();
  }
}
