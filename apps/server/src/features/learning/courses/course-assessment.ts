import { COURSE_MESSAGES, type CourseAssessmentQuestions } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { notFound } from '../../../core/app-error.js';
import { assertMemberHasCourse } from './member-course.js';
import { courseById, type Course, type CourseAssessment } from '../content/courses.js';
import { assessmentChoiceId, assessmentQuestionId } from './assessment-ids.js';

/** A course with an assessment the member may take: 404 without one, 403 when the course is not theirs. */
export async function assessmentOfCourse(
  db: Db,
  user: AuthUser,
  courseId: number,
): Promise<{ course: Course; assessment: CourseAssessment }> {
  await assertMemberHasCourse(db, user, courseId);
  const course = courseById(courseId);
  if (!course?.assessment) throw notFound(COURSE_MESSAGES.noAssessment);
  return { course, assessment: course.assessment };
}

/** GET AdditionalCourse/GetAssessmentQuestions/{courseId}. */
export async function courseAssessmentQuestions(
  db: Db,
  user: AuthUser,
  courseId: number,
): Promise<CourseAssessmentQuestions> {
  const { course, assessment } = await assessmentOfCourse(db, user, courseId);
  return {
    courseId,
    htmlTitle: assessment.htmlTitle,
    htmlContent: assessment.htmlContent,
    numberOfModules: course.modules.length,
    introVideoUrl: assessment.introVideo?.url ?? null,
    introCaptionsUrl: assessment.introVideo?.captions ?? null,
    introTitle: assessment.introVideo?.title ?? null,
    introText: assessment.introVideo?.text ?? null,
    questions: assessment.questions.map((question, index) => {
      const id = assessmentQuestionId(courseId, index);
      return {
        id,
        text: question.text,
        questionTypeId: question.type,
        imageUrl: question.image ?? null,
        options: question.options.map((text, option) => ({ id: assessmentChoiceId(id, option), text })),
        subQuestions: question.subQuestions.map((sub, subIndex) => ({
          id: assessmentChoiceId(id, subIndex),
          text: sub.text,
          min: sub.min,
          max: sub.max,
        })),
      };
    }),
  };
}
