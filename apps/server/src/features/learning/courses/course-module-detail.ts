import type { ModuleDetail } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { moduleQuestions, moduleSections } from '../modules/module-detail.js';
import { openCourseModule } from './course-module-access.js';
import { unlockText } from './course-unlocks.js';

/** GET AdditionalCourse/GetELearningModuleDetail/{moduleId}: the programme's module page, for a course module. */
export async function courseModuleDetail(db: Db, user: AuthUser, moduleId: number): Promise<ModuleDetail> {
  const open = await openCourseModule(db, user, moduleId);
  return {
    id: open.id,
    title: open.module.title,
    caption: open.module.caption,
    unlockedDateText: unlockText(open.course, open.index, open.unlockedAt, user.timeZone),
    isCompleted: open.completedAt !== null,
    nextStepId: null,
    goToNextLevelDesc: null,
    displayCompleteButton: true,
    questions: await moduleQuestions(db, user.id, { id: open.id, content: open.module }),
    sections: moduleSections(open.module),
  };
}
