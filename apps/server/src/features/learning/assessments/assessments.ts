import { and, desc, eq } from 'drizzle-orm';
import {
  ELEARNING,
  ELEARNING_MESSAGES,
  memberToday,
  pathAssessmentType,
  type ElearningAssessment,
  type SaveElearningAssessmentRequest,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { elearningAssessments, elearningTracks } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { assessmentContent, breakthroughKeys, pathCatalogue } from '../modules/catalogue.js';
import { choosePathModules } from '../modules/path-order.js';
import { trackModules, tracksOf } from '../modules/tracks.js';
import type { Publisher } from '../../../events/index.js';
import { badRequest, conflict, notFound } from '../../../core/app-error.js';

const TAKE_IT_FIRST = 'Please complete the assessment first.';

/** Question n (0-based) of assessment type t has the id t * 100 + n + 1; option ids 1-5 are also its score. */
const questionIdOf = (type: number, index: number) => type * 100 + index + 1;

function contentOf(type: number) {
  const content = assessmentContent(type);
  if (!content) throw notFound('Assessment not found.');
  return content;
}

/** GET ELearning/GetAssessmentQuestions/{assessmentType}. */
export function assessmentQuestions(type: number): ElearningAssessment {
  const content = contentOf(type);
  return {
    assessmentType: type,
    title: content.title,
    congratsMessage: content.congratsMessage,
    questions: content.questions.map((question, index) => ({
      id: questionIdOf(type, index),
      text: question.text,
      options: question.options.map((text, option) => ({ id: option + 1, text })),
    })),
  };
}

type Details = SaveElearningAssessmentRequest['assesmentDetails'];

/** POST ELearning: one answer to every question, each an option of its question; stored as a new sitting. */
export async function saveAssessment(db: Db, user: AuthUser, type: number, details: Details): Promise<Date> {
  const content = contentOf(type);
  const answers = new Map<number, number>();
  for (const detail of details) {
    const index = detail.questionId - questionIdOf(type, 0);
    const question = content.questions[index];
    if (!question || answers.has(index)) throw badRequest('An answer is for a question this assessment does not ask.');
    if (detail.optionId > question.options.length) throw badRequest('An answer is not an option of its question.');
    answers.set(index, detail.optionId - 1);
  }
  if (answers.size !== content.questions.length) throw badRequest(ELEARNING_MESSAGES.answerAll);
  const [row] = await db
    .insert(elearningAssessments)
    .values({
      userId: user.id,
      assessmentType: type,
      answers: [...answers].map(([index, optionIndex]) => ({
        questionKey: content.questions[index]!.key,
        area: content.questions[index]!.area,
        optionIndex,
      })),
    })
    .returning({ completedAt: elearningAssessments.completedAt });
  return row!.completedAt;
}

/** Each area's score (options score 1-5) in the member's latest sitting of an assessment type. */
async function latestAreaScores(db: Db, userId: number, type: number): Promise<Map<number, number> | null> {
  const [latest] = await db
    .select({ answers: elearningAssessments.answers })
    .from(elearningAssessments)
    .where(and(eq(elearningAssessments.userId, userId), eq(elearningAssessments.assessmentType, type)))
    .orderBy(desc(elearningAssessments.completedAt), desc(elearningAssessments.id))
    .limit(1);
  if (!latest) return null;
  const scores = new Map<number, number>();
  for (const answer of latest.answers) scores.set(answer.area, (scores.get(answer.area) ?? 0) + answer.optionIndex + 1);
  return scores;
}

async function startTrack(db: Db, events: Publisher, values: typeof elearningTracks.$inferInsert): Promise<void> {
  const inserted = await db
    .insert(elearningTracks)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: elearningTracks.id });
  if (inserted.length === 0) throw conflict(ELEARNING_MESSAGES.alreadyStarted);
  events.publish('elearning.progressed', { userId: values.userId });
}

/**
 * POST ELearning/CreateELearningModules: Assessment One starts the 12-week breakthrough (level 1);
 * the level's path assessment starts its personalised path, ordered by that sitting's answers.
 * Both need a saved sitting of their assessment and start on the member's today, after the journey
 * (step 4 or later).
 */
export async function createModules(db: Db, events: Publisher, user: AuthUser, type: number, now: Date) {
  if (user.stepId < 4) throw conflict('Finish Design My Life Blueprint first.');
  const today = memberToday(user.timeZone, now);
  if (type === 1) {
    if (user.level !== 1) throw conflict('The Breakthrough Experience is part of level 1.');
    if (!(await latestAreaScores(db, user.id, type))) throw conflict(TAKE_IT_FIRST);
    const keys = breakthroughKeys();
    await startTrack(db, events, {
      userId: user.id,
      track: 'breakthrough',
      level: 1,
      startDay: today,
      moduleKeys: keys,
    });
    return { track: 'breakthrough' as const, modules: keys.length, startDate: today };
  }
  if (type !== pathAssessmentType(user.level)) throw conflict('This assessment is for another level.');
  const rows = await tracksOf(db, user.id);
  if (user.level === 1) {
    const breakthrough = rows.find((row) => row.track === 'breakthrough');
    const open = breakthrough ? trackModules(breakthrough, today).filter((module) => module.unlocked) : [];
    if (open.length < ELEARNING.breakthroughModules) throw conflict(ELEARNING_MESSAGES.breakthroughFirst);
  }
  const scores = await latestAreaScores(db, user.id, type);
  if (!scores) throw conflict(TAKE_IT_FIRST);
  const keys = choosePathModules(pathCatalogue(), user.level, scores);
  await startTrack(db, events, {
    userId: user.id,
    track: 'path',
    level: user.level,
    startDay: today,
    moduleKeys: keys,
  });
  return { track: 'path' as const, modules: keys.length, startDate: today };
}
