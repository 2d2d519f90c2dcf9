import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

const TERMINATE = 0x58; // 'X': PGlite's single session must outlive a pool client.

/**
 * A new connection must find the session as a server's new session is: a connection the pool
 * dropped (pg-pool drops one on any query error) may have left prepared statements, an open
 * transaction or an unfinished extended-protocol exchange in PGlite's one session. Sync ends the
 * exchange, ROLLBACK the transaction, DISCARD ALL the statements, portals and settings.
 */
const SESSION_RESET = Buffer.concat([
  Buffer.from('5300000004', 'hex'), // 'S' Sync
  simpleQuery('ROLLBACK'),
  simpleQuery('DISCARD ALL'),
]);

function simpleQuery(text: string): Buffer {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('Q', 0, 'ascii');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** AuthenticationOk then ReadyForQuery (idle): what a server answers a trusted startup with. */
const STARTUP_REPLY = Buffer.concat([
  Buffer.from('520000000800000000', 'hex'), // 'R' AuthenticationOk
  Buffer.from('5a0000000549', 'hex'), // 'Z' ReadyForQuery, idle ('I')
]);

/**
 * The socket node-postgres talks to when the database is the embedded PGlite: the bytes the
 * driver writes in one turn of the event loop go to PGlite in one call, and PGlite's answer comes
 * back as bytes for the driver's own protocol parser, as from a server. PGlite's node-postgres bridge instead makes
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
      this.enqueue(async () => {
        await this.pglite.execProtocolRawStream(SESSION_RESET, { syncToFs: false, onRawData: () => {} });
        this.push(STARTUP_REPLY);
      });
    } else if (chunk[0] !== TERMINATE) {
      this.pending.push(chunk);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        // On the next turn of the event loop, not the next tick: PGlite answers in this process, so a chain of
        // queries run from ticks alone (a job's export or erasure) kept the server from reading any socket, and
        // every request waited for the whole chain. A turn per query lets requests in between.
        setImmediate(() => this.flush());
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
    this.enqueue(async () => {
      const answer: Buffer[] = [];
      // The answer arrives synchronously as views of PGlite's memory, hence the copies. The file
      // system sync is for browser storage: in Node, PGlite writes its data directory as
      // PostgreSQL writes it, and its sync does nothing but cost a promise chain per call.
      await this.pglite.execProtocolRawStream(input, {
        syncToFs: false,
        onRawData: (data) => answer.push(Buffer.from(data)),
      });
      for (const chunk of answer) this.push(chunk);
    });
  }

  /** PGlite calls run one after another, in the order the driver wrote them. */
  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      this.destroy(error as Error);
    });
  }
}
