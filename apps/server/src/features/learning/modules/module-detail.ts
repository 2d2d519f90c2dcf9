import { and, eq } from 'drizzle-orm';
import { longDate, type ModuleDetail, type ModuleQuestion, type ModuleSection } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { moduleAnswers, moduleCompletions } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import type { CatalogueModule, ModuleContent } from './catalogue-types.js';
import { openModule } from './module-access.js';
import { questionId } from './question-ids.js';

const NO_BUTTON = { displayButton: false, text: '', value: '', isExternalLink: false, link: '' };

function section(name: ModuleSection['name'], title: string, fields: Partial<ModuleSection>): ModuleSection {
  return {
    name,
    title,
    videoUrl: null,
    captionsUrl: null,
    introText: null,
    contentText: null,
    imageUrl: null,
    pdfUrl: null,
    hasActionSteps: false,
    isActionStepsButtonEnabled: false,
    textButtonActionSteps: null,
    doButton: null,
    buttonOne: NO_BUTTON,
    buttonTwo: NO_BUTTON,
    buttonThree: NO_BUTTON,
    buttonFour: NO_BUTTON,
    ...fields,
  };
}

/** Watch, Read and, when the module has one, Do. */
export function moduleSections(content: Pick<ModuleContent, 'watch' | 'read' | 'do'>): ModuleSection[] {
  const sections = [
    section('Watch', content.watch.title, { videoUrl: content.watch.video, captionsUrl: content.watch.captions }),
    section('Read', content.read.title, {
      introText: content.read.intro,
      contentText: content.read.content,
      imageUrl: content.read.image ?? null,
    }),
  ];
  const todo = content.do;
  if (todo) {
    const [one, two, three, four] = todo.buttons.map((button) => ({
      displayButton: true,
      text: button.text,
      value: button.link,
      isExternalLink: button.isExternalLink,
      link: button.link,
    }));
    sections.push(
      section('Do', todo.title, {
        contentText: todo.content,
        pdfUrl: todo.workbook,
        hasActionSteps: Boolean(todo.actionSteps),
        isActionStepsButtonEnabled: todo.actionSteps?.enabled ?? false,
        textButtonActionSteps: todo.actionSteps?.text ?? null,
        buttonOne: one ?? NO_BUTTON,
        buttonTwo: two ?? NO_BUTTON,
        buttonThree: three ?? NO_BUTTON,
        buttonFour: four ?? NO_BUTTON,
      }),
    );
  }
  return sections;
}

/** A module's quick questions with the member's saved answers (programme and course modules alike). */
export async function moduleQuestions(
  db: Db,
  userId: number,
  module: Pick<CatalogueModule, 'id' | 'content'>,
): Promise<ModuleQuestion[]> {
  const rows = await db
    .select({ questionKey: moduleAnswers.questionKey, optionIndex: moduleAnswers.optionIndex })
    .from(moduleAnswers)
    .where(and(eq(moduleAnswers.userId, userId), eq(moduleAnswers.moduleKey, module.content.key)));
  const answers = new Map(rows.map((row) => [row.questionKey, row.optionIndex]));
  return module.content.questions.map((question, index) => {
    const saved = answers.get(question.key);
    return {
      id: questionId(module.id, index),
      text: question.text,
      options: question.options.map((text, option) => ({ id: option + 1, text })),
      selectedOptionId: saved === undefined ? null : saved + 1,
    };
  });
}

/** GET elearning/GetELearningModuleDetail/{moduleId}. */
export async function moduleDetail(db: Db, user: AuthUser, moduleId: number, now: Date): Promise<ModuleDetail> {
  const { module, place } = await openModule(db, user, moduleId, now);
  const [completed] = await db
    .select({ at: moduleCompletions.completedAt })
    .from(moduleCompletions)
    .where(and(eq(moduleCompletions.userId, user.id), eq(moduleCompletions.moduleKey, module.content.key)));
  return {
    id: module.id,
    title: module.content.title,
    caption: module.content.caption,
    unlockedDateText: `Unlocked on ${longDate(place.unlockOn)}`,
    isCompleted: Boolean(completed),
    nextStepId: module.nextStepId,
    goToNextLevelDesc: module.goToNextLevelDesc,
    displayCompleteButton: true,
    questions: await moduleQuestions(db, user.id, module),
    sections: moduleSections(module.content),
  };
}
