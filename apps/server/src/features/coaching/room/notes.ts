import { and, desc, eq } from 'drizzle-orm';
import { COACHING_ROOM, type SessionNote } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { sessionNotes } from '../../../db/schema/index.js';
import type { UserRow } from '../../../identity/session-store.js';
import { type CoachPair, fullName, pairPeople, type PairPeople } from '../pairs/index.js';
import { readerTime } from '../chat/reader-time.js';

type NoteRow = typeof sessionNotes.$inferSelect;

function toNote(row: NoteRow, people: PairPeople, reader: UserRow): SessionNote {
  const author = row.authorId === people.coach.userId ? people.coach : people.client;
  return {
    id: row.id,
    coachId: row.coachId,
    clientId: row.clientId,
    authorId: row.authorId,
    authorName: fullName(author),
    comment: row.comment,
    ...readerTime(row.createdAt, reader.timeZone),
  };
}

/** The pair's notebook, newest first (at most COACHING_ROOM.notesMax notes). */
export async function listNotes(db: Db, reader: UserRow, pair: CoachPair): Promise<SessionNote[]> {
  const [rows, people] = await Promise.all([
    db
      .select()
      .from(sessionNotes)
      .where(and(eq(sessionNotes.coachId, pair.coachId), eq(sessionNotes.clientId, pair.clientId)))
      .orderBy(desc(sessionNotes.id))
      .limit(COACHING_ROOM.notesMax),
    pairPeople(db, pair),
  ]);
  return rows.map((row) => toNote(row, people, reader));
}

/** Adds a note by its author (the pair's coach or client) and answers it. */
export async function insertNote(
  db: Db,
  author: UserRow,
  pair: CoachPair,
  comment: string,
  at: Date,
): Promise<SessionNote> {
  const [row] = await db
    .insert(sessionNotes)
    .values({ coachId: pair.coachId, clientId: pair.clientId, authorId: author.id, comment, createdAt: at })
    .returning();
  return toNote(row!, await pairPeople(db, pair), author);
}
