import type { CertificationModuleDetail } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { moduleSections } from '../modules/module-detail.js';
import { passedQuizzes } from './passed-quizzes.js';
import { openCertificationModule } from './certification-access.js';
import { certificationModules } from './certification-catalogue.js';

/** GET AdditionalCourse/GetCertificationModuleDetail/{moduleId}: Watch and Read, its link, its quiz and neighbours. */
export async function certificationModuleDetail(
  db: Db,
  user: AuthUser,
  moduleId: number,
): Promise<CertificationModuleDetail> {
  const { module, isCompleted } = await openCertificationModule(db, user, moduleId);
  const all = certificationModules();
  const quizKey = module.quiz?.quiz.key;
  return {
    moduleId: module.id,
    moduleNumber: module.number,
    title: module.content.title,
    caption: module.content.caption,
    sections: moduleSections(module.content),
    externalLink: module.content.externalLink ?? null,
    quizId: module.quiz?.id ?? null,
    previousModuleId: all[module.number - 2]?.id ?? null,
    nextModuleId: all[module.number]?.id ?? null,
    isCompleted,
    quizPassed: quizKey !== undefined && (await passedQuizzes(db, user.id)).has(quizKey),
  };
}
