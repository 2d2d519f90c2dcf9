import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for the app's SMTP_URL. */
  url: string;
  /** Every message taken, in order. */
  messages: ParsedMail[];
  /** The first message (taken already or still to come) that matches; rejects after timeoutMs. */
  waitFor(predicate: (message: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, parsed (mailparser).
 * failFirst: refuse that many messages first (a 451 after DATA), as a server in trouble does.
 * holdFirst: take that many messages first (they are in `messages`) but never answer their DATA, so
 * the sender waits with the message in flight, as it would if it died before the server's answer.
 */
export async function startSmtpSink(options: { failFirst?: number; holdFirst?: number } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let refusalsLeft = options.failFirst ?? 0;
  let holdsLeft = options.holdFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (message) => {
          if (refusalsLeft > 0) {
            refusalsLeft--;
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          messages.push(message);
          for (const wake of waiters) wake();
          if (holdsLeft > 0) holdsLeft--;
          else callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
