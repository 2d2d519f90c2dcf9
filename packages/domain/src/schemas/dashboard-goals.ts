import { z } from 'zod';
import { coercedIdSchema } from './primitives.js';

export const DASHBOARD_GOAL_MESSAGES = {
  sevenInProgress: 'YOU ALREADY HAVE 7 GOALS IN PROGRESS, IT IS NOT POSSIBLE TO ADD MORE.',
  alreadyCompleted: 'This goal is already achieved.',
  alreadyInProgress: 'This goal is already in your top 7.',
  confirmComplete: 'DID YOU ACHIEVE THIS GOAL?',
  confirmTopSeven: 'ADD THIS GOAL TO MY TOP 7?',
} as const;

/** Body of PUT Goals/SetGoalInProgress and PUT Goals/CompleteDashboardGoal. */
export const goalStatusRequestSchema = z.object({
  userId: coercedIdSchema,
  id: coercedIdSchema,
});
z.globalRegistry.add(goalStatusRequestSchema, { id: 'GoalStatusRequest' });
export type GoalStatusRequest = z.input<typeof goalStatusRequestSchema>;

export const groupedGoalSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  areaId: z.number().int(),
  areaName: z.string(),
  text: z.string(),
  completedByDate: z.string(),
  completionDate: z.string().nullable(),
  color: z.string(),
  isOneGoal: z.boolean(),
});
export type GroupedGoal = z.infer<typeof groupedGoalSchema>;

export const pendingAreaSchema = z.object({
  areaId: z.number().int(),
  areaName: z.string(),
  color: z.string(),
  goals: z.array(groupedGoalSchema),
});
export type PendingArea = z.infer<typeof pendingAreaSchema>;

/** GET goals/GetUserGoalsGroupedByStatus/{userId}. */
export const goalsGroupedByStatusSchema = z.object({
  inProgress: z.array(groupedGoalSchema),
  completed: z.array(groupedGoalSchema),
  pending: z.array(pendingAreaSchema),
});
z.globalRegistry.add(goalsGroupedByStatusSchema, { id: 'GoalsGroupedByStatus' });
export type GoalsGroupedByStatus = z.infer<typeof goalsGroupedByStatusSchema>;
