import { CERTIFICATION_STATUS, COACHING, COURSE_MESSAGES, type CertificationModules } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { loadCertificationContent } from '../content/certification.js';
import { notFound } from '../../../core/app-error.js';
import { certificationCompletions, certificationStatuses } from './certification-access.js';
import { certificationModules as catalogueModules } from './certification-catalogue.js';

/** GET AdditionalCourse/GetCertificationModules/{courseId}: the sections, their progress and each module's status. */
export async function certificationModules(db: Db, user: AuthUser, courseId: number): Promise<CertificationModules> {
  if (courseId !== COACHING.certificationCourseId) throw notFound(COURSE_MESSAGES.notFound);
  const content = loadCertificationContent();
  const statuses = certificationStatuses(await certificationCompletions(db, user.id));
  return {
    courseId,
    title: content.title,
    subTitle: content.subTitle,
    sections: content.sections.map((section, sectionIndex) => {
      const own = catalogueModules().flatMap((module, index) =>
        module.sectionIndex === sectionIndex
          ? [
              {
                moduleId: module.id,
                moduleNumber: module.number,
                title: module.content.title,
                status: statuses[index]!,
              },
            ]
          : [],
      );
      const done = own.filter((module) => module.status === CERTIFICATION_STATUS.completed).length;
      return {
        title: section.title,
        subtitle: section.subtitle,
        progress: Math.round((100 * done) / own.length),
        modules: own,
      };
    }),
  };
}
