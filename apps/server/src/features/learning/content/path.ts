import { z } from 'zod';
import { AREAS, ELEARNING } from '@oola/domain';
import { loadContent } from '../../../content/load-content.js';
import { areaId, plainText } from './fields.js';
import { checkMediaNames, moduleBase } from './module.js';

/* content/elearning/path.yaml */

export const PATH_NEXT_STEP = { midYearReview: 5, nextLevel: 6 } as const;

export const pathGeneralModuleSchema = moduleBase
  .extend({
    positions: z
      .strictObject({
        levelOne: z.number().int().min(1).max(ELEARNING.pathMonthsLevelOne).nullable(),
        higher: z.number().int().min(1).max(ELEARNING.pathMonthsHigherLevels),
      })
      .describe('The month (1-based) the module takes in level 1 (null: not in level 1) and in levels 2+'),
    nextStepId: z
      .union([z.literal(PATH_NEXT_STEP.midYearReview), z.literal(PATH_NEXT_STEP.nextLevel)])
      .optional()
      .describe('5: the module ends with the mid-year review button; 6: with the next-level button'),
    goToNextLevelDesc: plainText(40).optional().describe('The text of the next-level button (nextStepId 6)'),
  })
  .superRefine(checkMediaNames);
export type PathGeneralModule = z.infer<typeof pathGeneralModuleSchema>;

export const pathAreaModuleSchema = moduleBase.extend({ area: areaId }).superRefine(checkMediaNames);
export type PathAreaModule = z.infer<typeof pathAreaModuleSchema>;

export const pathFileSchema = z
  .strictObject({
    general: z.array(pathGeneralModuleSchema).length(4),
    areas: z.array(pathAreaModuleSchema).length(AREAS.length).describe('One module per area, each standing alone'),
  })
  .superRefine((file, ctx) => {
    const areas = new Set(file.areas.map((module) => module.area));
    if (areas.size !== AREAS.length)
      ctx.addIssue({ code: 'custom', path: ['areas'], message: 'one module for each area 1-7' });
    for (const level of ['levelOne', 'higher'] as const) {
      const taken = file.general.map((module) => module.positions[level]).filter((slot) => slot !== null);
      if (new Set(taken).size !== taken.length)
        ctx.addIssue({ code: 'custom', path: ['general'], message: `two general modules share a ${level} slot` });
    }
    file.general.forEach((module, index) => {
      if (module.nextStepId === PATH_NEXT_STEP.nextLevel && !module.goToNextLevelDesc)
        ctx.addIssue({
          code: 'custom',
          path: ['general', index, 'goToNextLevelDesc'],
          message: 'nextStepId 6 needs it',
        });
    });
  });
export type PathContent = z.infer<typeof pathFileSchema>;

/** The Personalised Path: 4 general modules with fixed months and one module per area. */
export const loadPathContent = (): PathContent => loadContent('elearning/path', pathFileSchema);
