const MODULE_KEY = 'oola.moduleVip';
/** `{ moduleId, courseId }` of a course module; trusted only while it names the module of MODULE_KEY. */
const COURSE_KEY = 'oola.moduleVipCourse';

/** The module /moduleVip shows: a module of the programme, or of an additional course. */
export interface RememberedModule {
  id: number;
  /** The additional course the module belongs to; null for the programme's own modules. */
  courseId: number | null;
}

const positive = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : 0);

function storedCourse(moduleId: number): number | null {
  try {
    const stored = JSON.parse(localStorage.getItem(COURSE_KEY) ?? 'null') as { moduleId?: unknown; courseId?: unknown };
    return stored?.moduleId === moduleId ? positive(stored.courseId) || null : null;
  } catch {
    return null;
  }
}

/** Remembers the module a card opened (with its course, if any): /moduleVip and /ELearning show it. */
export function rememberModule(moduleId: number, courseId: number | null = null): void {
  localStorage.setItem(MODULE_KEY, String(moduleId));
  if (courseId) localStorage.setItem(COURSE_KEY, JSON.stringify({ moduleId, courseId }));
  else localStorage.removeItem(COURSE_KEY);
}

/** The remembered module (id 0 when there is none). */
export function rememberedModule(): RememberedModule {
  const id = positive(Number(localStorage.getItem(MODULE_KEY)));
  return { id, courseId: id ? storedCourse(id) : null };
}
