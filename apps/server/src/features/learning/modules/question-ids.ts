/**
 * A module's quick questions are numbered from the module's id: question n (0-based) of module m
 * is m * 10 + n + 1. A module has at most 9 questions; options are numbered 1 to their count.
 */
export const questionId = (moduleId: number, index: number) => moduleId * 10 + index + 1;

/** The 0-based index of a question id within its module, or null when it is not one of the module's. */
export function questionIndex(moduleId: number, id: number, count: number): number | null {
  const index = id - moduleId * 10 - 1;
  return Number.isInteger(index) && index >= 0 && index < count ? index : null;
}
