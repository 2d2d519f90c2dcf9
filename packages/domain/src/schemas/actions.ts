import { z } from 'zod';
import { ACTIONS } from '../constants.js';
import { cleanText } from '../text.js';
import { coercedIdSchema, singleLine } from './primitives.js';

export const ACTION_MESSAGES = {
  almostThere: 'You are almost there',
  onlyFifteen: 'You can add only 15 actions.',
  atLeastThree: 'Please write at least 3 actions.',
  trackerTitle: 'Click the Tracker 3 times',
  onlyToday: "You can only complete today's actions.",
} as const;

/** Action text as saved: trimmed, double spaces collapsed, at most 300 characters. */
export const actionTextSchema = singleLine()
  .transform(cleanText)
  .pipe(z.string().max(ACTIONS.maxTextLength, `An action has at most ${ACTIONS.maxTextLength} characters`));

/** POST Actions (step 3 save): empty items are dropped; 3-15 remain (checked by the service). */
export const saveActionsRequestSchema = z.object({
  userId: coercedIdSchema,
  actions: z.array(actionTextSchema).max(100, 'Too many actions'),
});
z.globalRegistry.add(saveActionsRequestSchema, { id: 'SaveActionsRequest' });
export type SaveActionsRequest = z.input<typeof saveActionsRequestSchema>;

export const actionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  position: z.number().int(),
  day: z.string(),
  completed: z.boolean(),
});
export type ActionItem = z.infer<typeof actionSchema>;

export const saveActionsResponseSchema = z.object({ actions: z.array(actionSchema) });
z.globalRegistry.add(saveActionsResponseSchema, { id: 'SaveActionsResponse' });

export const completeActionRequestSchema = z.object({ userId: coercedIdSchema, id: coercedIdSchema });
z.globalRegistry.add(completeActionRequestSchema, { id: 'CompleteActionRequest' });
export type CompleteActionRequest = z.input<typeof completeActionRequestSchema>;

export const completeActionResponseSchema = z.object({
  id: z.number().int(),
  completed: z.boolean(),
  /** Actions completed today, this one included. */
  todayCompleted: z.number().int(),
  userStepId: z.number().int(),
});
z.globalRegistry.add(completeActionResponseSchema, { id: 'CompleteActionResponse' });
export type CompleteActionResponse = z.infer<typeof completeActionResponseSchema>;
