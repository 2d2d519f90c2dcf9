import { z } from 'zod';
import { AREA_IDS } from '../areas.js';
import { GOALS } from '../constants.js';
import { cleanText } from '../text.js';
import { coercedIdSchema, coercedWholeNumber, isCalendarDay, multiLine, newOrExistingId } from './primitives.js';

export const GOAL_MESSAGES = {
  needThree: 'You need to add 3 goals to continue',
  almostThere: 'You are almost there',
  onlyThree: 'You are done! You can only select 3 goals.',
  selectDate: 'You are almost there! Select a date.',
  needTwentyOne: 'You need to add 21 goals to continue',
  selectOne: 'Select your One goal',
  deleteOne: 'ARE YOU SURE YOU WANT TO DELETE THIS GOAL?',
  cleanSlate: 'ARE YOU SURE YOU WANT TO DELETE ALL 21 GOALS',
  dateInPast: 'The date cannot be earlier than today.',
  selectSeven: 'Select exactly 7 goals.',
  oneMustBeTopSeven: 'Your One goal must be one of your top 7 goals.',
  onlySevenPerArea: 'You can only have 7 goals per area.',
} as const;

/** Goal text as saved: trimmed, double spaces collapsed, 1-300 characters; typed in a textarea, so over lines. */
export const goalTextSchema = multiLine()
  .transform(cleanText)
  .pipe(
    z
      .string()
      .min(1, 'Write your goal')
      .max(GOALS.maxTextLength, `A goal has at most ${GOALS.maxTextLength} characters`),
  );

/** A calendar day; an ISO date-time (at most 40 characters) is accepted and cut to its day. */
export const goalDateSchema = z
  .string()
  .max(40, 'Use a date like 2025-01-05')
  .regex(/^\d{4}-\d{2}-\d{2}/, 'Use a date like 2025-01-05')
  .transform((value) => value.slice(0, 10))
  .refine(isCalendarDay, 'Not a real date');

/**
 * The one date rule of every goal editor and call: a goal is due today or later (the member's today). A goal's own
 * saved date may stay although it has passed: the spec's client sends it back unchanged with every
 * PartialSaveGoals of its area and every UpdateDashboardGoal that changes only the text.
 */
export function isGoalDateAllowed(day: string, today: string, savedDay?: string | null): boolean {
  return day >= today || day === savedDay;
}

/** What a goal editor saves, with the spec's messages: text, then a date by the rule above. */
export function goalEditorSchema(today: string, savedDay?: string | null) {
  return z.object({
    text: goalTextSchema,
    completedByDate: z
      .string({ error: GOAL_MESSAGES.selectDate })
      .pipe(goalDateSchema)
      .refine((day) => isGoalDateAllowed(day, today, savedDay), GOAL_MESSAGES.dateInPast),
  });
}

export const areaIdSchema = z.coerce
  .number()
  .int()
  .refine((id) => AREA_IDS.includes(id), 'areaId is 1 to 7');

export const partialSaveGoalsRequestSchema = z.object({
  userId: coercedIdSchema,
  goals: z
    .array(
      z.object({
        goalId: newOrExistingId({ fromText: true }),
        areaId: areaIdSchema,
        text: goalTextSchema,
        completedByDate: goalDateSchema,
      }),
    )
    .min(1, 'Send the goals of one area'),
});
z.globalRegistry.add(partialSaveGoalsRequestSchema, { id: 'PartialSaveGoalsRequest' });
export type PartialSaveGoalsRequest = z.input<typeof partialSaveGoalsRequestSchema>;

export const savedGoalSchema = z.object({
  goalId: z.number().int(),
  areaId: z.number().int(),
  text: z.string(),
  completedByDate: z.string(),
});
z.globalRegistry.add(savedGoalSchema, { id: 'SavedGoal' });
export type SavedGoal = z.infer<typeof savedGoalSchema>;

export const userGoalSchema = savedGoalSchema.extend({
  /** null: not picked; 0: in the top 7, not ordered; 1-7: position. */
  sevenGoalOrder: z.number().int().nullable(),
  selectedOne: z.boolean(),
  recomendationIndex: z.number().int().nullable(),
  status: z.enum(['pending', 'inProgress', 'completed']),
});
export type UserGoal = z.infer<typeof userGoalSchema>;

export const userGoalsResponseSchema = z.object({
  userGoals: z.array(userGoalSchema),
  latestAssessmentScore: z.number(),
  /** Zero-based area to resume; -1 before the first goal is saved. */
  currentAreaId: z.number().int(),
});
z.globalRegistry.add(userGoalsResponseSchema, { id: 'UserGoalsResponse' });
export type UserGoalsResponse = z.infer<typeof userGoalsResponseSchema>;

export const recommendedGoalsResponseSchema = z.object({
  areas: z.array(
    z.object({
      areaId: z.number().int(),
      name: z.string(),
      color: z.string(),
      recommendedGoals: z.array(z.string()),
    }),
  ),
});
z.globalRegistry.add(recommendedGoalsResponseSchema, { id: 'RecommendedGoalsResponse' });
export type RecommendedGoalsResponse = z.infer<typeof recommendedGoalsResponseSchema>;

export const setSevenGoalsOrderRequestSchema = z.object({
  goals: z
    .array(z.object({ goalId: coercedIdSchema, sevenGoalOrder: coercedWholeNumber(0, GOALS.topSeven) }))
    .superRefine((goals, ctx) => {
      const orders = goals.map((goal) => goal.sevenGoalOrder);
      const picking = orders.every((order) => order === 0);
      const arranging = orders.every((order) => order > 0) && new Set(orders).size === orders.length;
      if (!picking && !arranging) {
        ctx.addIssue({ code: 'custom', message: 'sevenGoalOrder is 0 for every goal, or 1-7 each used once' });
      }
      if (new Set(goals.map((goal) => goal.goalId)).size !== goals.length) {
        ctx.addIssue({ code: 'custom', message: 'A goal appears twice' });
      }
    }),
});
z.globalRegistry.add(setSevenGoalsOrderRequestSchema, { id: 'SetSevenGoalsOrderRequest' });
export type SetSevenGoalsOrderRequest = z.input<typeof setSevenGoalsOrderRequestSchema>;

export const setOneGoalResponseSchema = z.object({ goalId: z.number().int(), userStepId: z.number().int() });
z.globalRegistry.add(setOneGoalResponseSchema, { id: 'SetOneGoalResponse' });

export const goalIdParamsSchema = z.object({ goalId: coercedIdSchema });

export const addDashboardGoalRequestSchema = z.object({
  /** The spec's client sends the new goal's id as 0 (or null, or none); this call never edits a goal. */
  id: newOrExistingId({ fromText: true }).refine(
    (id) => id === undefined,
    'must be 0 or null: this call adds a new goal',
  ),
  userId: coercedIdSchema,
  areaId: areaIdSchema,
  text: goalTextSchema,
  completedByDate: goalDateSchema,
});
z.globalRegistry.add(addDashboardGoalRequestSchema, { id: 'AddDashboardGoalRequest' });
export type AddDashboardGoalRequest = z.input<typeof addDashboardGoalRequestSchema>;

export const updateDashboardGoalRequestSchema = z.object({
  userId: coercedIdSchema,
  id: coercedIdSchema,
  text: goalTextSchema,
  completedByDate: goalDateSchema,
});
z.globalRegistry.add(updateDashboardGoalRequestSchema, { id: 'UpdateDashboardGoalRequest' });
export type UpdateDashboardGoalRequest = z.input<typeof updateDashboardGoalRequestSchema>;

export const dashboardGoalSchema = z.object({
  id: z.number().int(),
  areaId: z.number().int(),
  areaName: z.string(),
  color: z.string(),
  text: z.string(),
  completedByDate: z.string(),
  completionDate: z.string().nullable(),
  isOneGoal: z.boolean(),
  status: z.enum(['pending', 'inProgress', 'completed']),
});
z.globalRegistry.add(dashboardGoalSchema, { id: 'DashboardGoal' });
export type DashboardGoal = z.infer<typeof dashboardGoalSchema>;

export const topSevenGoalsResponseSchema = z.object({
  topGoals: z.array(
    z.object({
      id: z.number().int(),
      color: z.string(),
      order: z.number().int(),
      text: z.string(),
      completedByDate: z.string(),
      areaId: z.number().int(),
      isOneGoal: z.boolean(),
    }),
  ),
  actions: z.array(z.object({ id: z.number().int(), text: z.string(), completed: z.boolean() })),
});
z.globalRegistry.add(topSevenGoalsResponseSchema, { id: 'TopSevenGoalsResponse' });
export type TopSevenGoalsResponse = z.infer<typeof topSevenGoalsResponseSchema>;

export const completeGoalReviewResponseSchema = z.object({ userStepId: z.number().int(), level: z.number().int() });
z.globalRegistry.add(completeGoalReviewResponseSchema, { id: 'CompleteGoalReviewResponse' });
export type CompleteGoalReviewResponse = z.infer<typeof completeGoalReviewResponseSchema>;

// My Goals on the dashboard: goals by status, Add to My Top 7 and complete.
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
