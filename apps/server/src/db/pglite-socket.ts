import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

const TERMINATE = 0x58; // 'X': PGlite's single session must outlive a pool client.

/** AuthenticationOk then ReadyForQuery (idle): what a server answers a trusted startup with. */
const STARTUP_REPLY = Buffer.concat([
  Buffer.from('520000000800000000', 'hex'), // 'R' AuthenticationOk
  Buffer.from('5a0000000549', 'hex'), // 'Z' ReadyForQuery, idle ('I')
]);

/**
 * The socket node-postgres talks to when the database is the embedded PGlite: the bytes the
 * driver writes in one tick go to PGlite in one call, and PGlite's answer comes back as bytes for
 * the driver's own protocol parser, as from a server. PGlite's node-postgres bridge instead makes
 * one call per message and parses every answer into objects that the driver then reads again,
 * which made most of each request's garbage (decision 032).
 */
export class PGliteSocket extends Duplex {
  private pending: Buffer[] = [];
  private started = false;
  private flushScheduled = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {
    super();
  }

  connect(): this {
    void this.pglite.waitReady.then(
      () => this.emit('connect'),
      (error: unknown) => this.destroy(error as Error),
    );
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (!this.started) {
      // The startup packet (no type byte): PGlite's session is already open and trusts us.
      this.started = true;
      this.push(STARTUP_REPLY);
    } else if (chunk[0] !== TERMINATE) {
      this.pending.push(chunk);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        process.nextTick(() => this.flush());
      }
    }
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    void this.queue.then(() => {
      this.push(null);
      done();
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const input = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    this.pending = [];
    this.queue = this.queue.then(async () => {
      try {
        const answer: Buffer[] = [];
        // The answer arrives synchronously as views of PGlite's memory, hence the copies. The file
        // system sync is for browser storage: in Node, PGlite writes its data directory as
        // PostgreSQL writes it, and its sync does nothing but cost a promise chain per call.
        await this.pglite.execProtocolRawStream(input, {
          syncToFs: false,
          onRawData: (data) => answer.push(Buffer.from(data)),
        });
        for (const chunk of answer) this.push(chunk);
      } catch (error) {
        this.destroy(error as Error);
      }
    });
  }
}
