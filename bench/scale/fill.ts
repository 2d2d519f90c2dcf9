/** Fills the bench database to scale: INSERT ... SELECT over generate_series, about a million rows a statement. */
import { hashPassword } from '../../apps/server/src/identity/passwords';
import { awardScaleAchievements } from './achievements';
import { actionSteps } from './actions';
import { dashboardSteps } from './dashboard-data';
import { markFilled, withClient } from './database';
import { memberSteps } from './members';
import type { Scale } from './scale';

const ROWS_PER_BATCH = 1_000_000;

const secondsSince = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

export async function fillToScale(url: string, scale: Scale): Promise<void> {
  const started = performance.now();
  // One real hash shared by all: scale members can sign in with 'scale-member-pass'.
  const steps = [
    ...memberSteps(await hashPassword('scale-member-pass')),
    ...actionSteps(scale.actionsPerMember),
    ...dashboardSteps,
  ];
  await withClient(url, async (client) => {
    // Each batch commits on its own; waiting for each commit's WAL flush would only slow the fill.
    await client.query('SET synchronous_commit = off');
    for (const step of steps) {
      const stepStarted = performance.now();
      const batch = Math.max(1, Math.floor(ROWS_PER_BATCH / step.rowsPerMember));
      let rows = 0;
      for (let from = 1; from <= scale.members; from += batch) {
        const to = Math.min(scale.members, from + batch - 1);
        rows += (await client.query(step.sql, [from, to, ...(step.params ?? [])])).rowCount ?? 0;
        if (to < scale.members) console.log(`  ${step.table}: ${rows.toLocaleString('en-US')} rows so far...`);
      }
      console.log(`  ${step.table}: ${rows.toLocaleString('en-US')} rows in ${secondsSince(stepStarted)} s`);
    }
    const awardStarted = performance.now();
    const awarded = await awardScaleAchievements(url, scale.members);
    console.log(`  user_achievements: ${awarded.toLocaleString('en-US')} rows in ${secondsSince(awardStarted)} s`);
    const vacuumStarted = performance.now();
    // After a bulk load autovacuum would otherwise run during the measurement. VACUUM also sets the
    // visibility map, so a count over an index reads the index alone, as on a settled database.
    await client.query('VACUUM (ANALYZE)');
    console.log(`  VACUUM (ANALYZE) in ${secondsSince(vacuumStarted)} s`);
    // Writes the fill's dirty pages now rather than in a timed checkpoint during the measurement
    // (needs a superuser or pg_checkpoint; without them the fill just goes on).
    await client.query('CHECKPOINT').catch(() => console.log('  (no right to CHECKPOINT; skipped)'));
  });
  const seconds = (performance.now() - started) / 1000;
  await markFilled(url, scale, seconds);
  console.log(`Filled in ${seconds.toFixed(0)} s.`);
}
