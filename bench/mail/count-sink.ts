import { SMTPServer } from 'smtp-server';

export interface CountingSink {
  /** smtp://127.0.0.1:<port>, for the servers' SMTP_URL. */
  url: string;
  /** Messages taken per recipient address. */
  perRecipient: Map<string, number>;
  /** How many messages were taken in all. */
  total(): number;
  /** performance.now() of the last message taken. */
  lastAt(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) that only counts: each message's envelope recipients, the body read
 * and dropped unparsed, so the sink costs the machine as little as possible while the servers send.
 */
export async function startCountingSink(): Promise<CountingSink> {
  const perRecipient = new Map<string, number>();
  let total = 0;
  let lastAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 100,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) {
          perRecipient.set(recipient.address, (perRecipient.get(recipient.address) ?? 0) + 1);
        }
        total++;
        lastAt = performance.now();
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    perRecipient,
    total: () => total,
    lastAt: () => lastAt,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
