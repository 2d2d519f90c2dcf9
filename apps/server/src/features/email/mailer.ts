import nodemailer, { type Transporter } from 'nodemailer';
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

/** Open SMTP connections a process keeps per server: a burst of reminders shares them. */
const MAX_CONNECTIONS = 5;
const transports = new Map<string, Transporter>();

/**
 * The process's pooled transport for SMTP_URL (smtp://user:pass@host:587: STARTTLS whenever the server
 * offers it; add ?requireTLS=true to refuse a server that does not). Up to MAX_CONNECTIONS connections,
 * each reused for 100 messages, instead of a connection per message. Short timeouts, so a stalled
 * server fails the attempt, and pg-boss's retry, rather than the job's expiry, deals with it.
 */
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: MAX_CONNECTIONS,
      maxMessages: 100,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes the pooled connections (the job queue's stop). */
export function closeSmtpTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

/** One message over SMTP_URL, on the process's pooled connections. */
export async function sendOverSmtp(smtpUrl: string, email: OutgoingEmail): Promise<void> {
  await transportFor(smtpUrl).sendMail({
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
}
