/** The size of the PostgreSQL bench database (docs/architecture.md: 100,000 members and 10 million action rows). */
export interface Scale {
  members: number;
  actionsPerMember: number;
}

export function scaleFromEnv(env: NodeJS.ProcessEnv = process.env): Scale {
  const members = Number(env.BENCH_MEMBERS ?? 100_000);
  const actionsPerMember = Number(env.BENCH_ACTIONS_PER_MEMBER ?? 100);
  if (!Number.isInteger(members) || members < 1) throw new Error('BENCH_MEMBERS must be a positive whole number');
  if (!Number.isInteger(actionsPerMember) || actionsPerMember < 1 || actionsPerMember > 300) {
    throw new Error('BENCH_ACTIONS_PER_MEMBER must be a whole number from 1 to 300');
  }
  return { members, actionsPerMember };
}

/**
 * Scale member n (1..members) has user id MEMBER_ID_BASE + n: far above the demo accounts and
 * the users identity's start (100000), so sign-ups made during a bench still get free ids.
 */
export const MEMBER_ID_BASE = 1_000_000;

/** A SQL array literal of texts, for picking one by index in generate_series queries. */
export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
}

/**
 * One INSERT ... SELECT of the filler. It is run for members $1..$2 (member numbers, not ids)
 * at a time, in batches of about a million rows; `params` are $3 onwards.
 */
export interface FillStep {
  table: string;
  /** About how many rows each member gets, to size the batches. */
  rowsPerMember: number;
  sql: string;
  params?: unknown[];
}

/** `g` is the member number of each row's member, `id` that member's user id. */
export const MEMBERS = `generate_series($1::int, $2::int) AS g CROSS JOIN LATERAL (SELECT ${MEMBER_ID_BASE} + g AS id) m`;
