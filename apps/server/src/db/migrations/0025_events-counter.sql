-- The global count of completed action steps is counted in code now (decision 093): the triggers go, and
-- the stored row keeps only the completed steps of erased accounts, which the count adds.
DROP TRIGGER IF EXISTS "actions_count_steps_insert" ON "actions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "actions_count_steps_update" ON "actions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "actions_count_steps_delete" ON "actions";--> statement-breakpoint
DROP FUNCTION IF EXISTS "count_action_steps"();--> statement-breakpoint
UPDATE "global_counters" SET "name" = 'erasedActionSteps', "value" = greatest(0, "value" - (SELECT count(*) FROM "actions" WHERE "completed_at" IS NOT NULL)) WHERE "name" = 'actionStepsTaken';
