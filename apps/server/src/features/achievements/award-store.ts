import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';

/** A badge someone was awarded: when, and whether its announcement was shown. */
export interface AwardRow {
  achievementId: number;
  displayed: boolean;
  awardedAt: Date;
}

export interface NewAward {
  ownerId: number;
  achievementId: number;
  awardedAt: Date;
  displayed: boolean;
}

/** Where a catalogue's awards are kept: one row per owner and badge. */
export interface AwardStore {
  /** The owner's awards, latest first. */
  owned(db: Db, ownerId: number): Promise<AwardRow[]>;
  /** Stores the awards not stored yet (a race cannot award twice); answers the badge ids stored. */
  insert(db: Db, awards: NewAward[]): Promise<number[]>;
  /** Marks the award shown; answers whether the owner has it. */
  markDisplayed(db: Db, ownerId: number, achievementId: number): Promise<boolean>;
}

export interface AwardTable<Table extends PgTable> {
  table: Table;
  /** The name of its prepared "owned" read (unique in the app). */
  ownedStatement: string;
  columns: {
    owner: AnyPgColumn<{ data: number; notNull: true }>;
    achievementId: AnyPgColumn<{ data: number; notNull: true }>;
    displayed: AnyPgColumn<{ data: boolean; notNull: true }>;
    awardedAt: AnyPgColumn<{ data: Date; notNull: true }>;
  };
  row(award: NewAward): PgInsertValue<Table>;
  shown: PgUpdateSetSource<Table>;
}

/** The award store of a table whose key is (owner, achievement id). */
export function awardStore<Table extends PgTable>({
  table,
  ownedStatement,
  columns,
  row,
  shown,
}: AwardTable<Table>): AwardStore {
  const ownedQuery = prepared((db) =>
    db
      .select({ achievementId: columns.achievementId, displayed: columns.displayed, awardedAt: columns.awardedAt })
      // drizzle cannot tell that a generic table is not an empty-selection subquery.
      .from(table as PgTable)
      .where(eq(columns.owner, sql.placeholder('ownerId')))
      .orderBy(desc(columns.awardedAt), desc(columns.achievementId))
      .prepare(ownedStatement),
  );
  return {
    owned: (db, ownerId) => ownedQuery(db).execute({ ownerId }),
    async insert(db, awards) {
      if (awards.length === 0) return [];
      const inserted = await db
        .insert(table)
        .values(awards.map(row))
        .onConflictDoNothing()
        .returning({ id: columns.achievementId });
      return inserted.map((stored) => stored.id);
    },
    async markDisplayed(db, ownerId, achievementId) {
      const updated = await db
        .update(table)
        .set(shown)
        .where(and(eq(columns.owner, ownerId), eq(columns.achievementId, achievementId)))
        .returning({ id: columns.achievementId });
      return updated.length > 0;
    },
  };
}
