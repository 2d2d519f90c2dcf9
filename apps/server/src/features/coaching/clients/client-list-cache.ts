/** As long as the web app keeps a list before asking again (its queries' staleTime). */
export const CLIENT_LIST_TTL_MS = 30_000;

/** A coach's list as answered: its clients' ids, and the JSON body (validated, serialised and encoded once). */
export interface CachedList {
  clientIds: number[];
  body: Buffer;
}

interface Entry {
  /** The write sequence when the read started: a later write by the coach or a client outdates it. */
  startedAtSequence: number;
  startedAtMs: number;
  list: Promise<CachedList>;
}

/**
 * Coach lists served again until something in them may have changed (decision 047). A list is read
 * again when something of the coach or of any of its clients changed since it was read (each domain
 * event of this process about them calls `wrote`, cache-processor.ts), and at the latest after `ttlMs`
 * (what changes with time alone, such as a streak at midnight, and the writes of other processes).
 */
export class ClientListCache {
  private sequence = 0;
  private readonly lists = new Map<number, Entry>();
  /** The sequence of each user's latest write, kept for ttlMs. */
  private readonly writes = new Map<number, { sequence: number; atMs: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly nowMs: () => number,
  ) {}

  /** The coach's list, read by `read` unless a valid one (or one being read) is held. */
  async get(coachId: number, read: () => Promise<CachedList>): Promise<CachedList> {
    const held = this.lists.get(coachId);
    if (held && (await this.isCurrent(coachId, held))) return held.list;
    const entry: Entry = { startedAtSequence: this.sequence, startedAtMs: this.nowMs(), list: read() };
    this.lists.set(coachId, entry);
    entry.list.catch(() => {
      if (this.lists.get(coachId) === entry) this.lists.delete(coachId);
    });
    return entry.list;
  }

  /** The user wrote something: lists holding them (or theirs, for a coach) are read again. */
  wrote(userId: number): void {
    this.sequence += 1;
    const now = this.nowMs();
    this.writes.set(userId, { sequence: this.sequence, atMs: now });
    if (this.writes.size > 10_000) {
      for (const [id, write] of this.writes) if (now - write.atMs > this.ttlMs) this.writes.delete(id);
    }
  }

  private async isCurrent(coachId: number, entry: Entry): Promise<boolean> {
    const age = this.nowMs() - entry.startedAtMs;
    // A clock moved back (the test clock's reset) outdates the list too.
    if (age < 0 || age >= this.ttlMs || this.wroteSince(coachId, entry)) return false;
    const list = await entry.list.catch(() => null);
    return list !== null && list.clientIds.every((clientId) => !this.wroteSince(clientId, entry));
  }

  private wroteSince(userId: number, entry: Entry): boolean {
    return (this.writes.get(userId)?.sequence ?? 0) > entry.startedAtSequence;
  }
}
