import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseAssessmentQuestions, CourseItem, CourseModules, SaveCourseAssessmentRequest } from '@oola/domain';
import { api } from '../../../lib/api';
import { getSession } from '../../../lib/session';

/**
 * Query keys of the courses feature. They sit under the e-learning board's keys, so completing a
 * module (which invalidates the board) refreshes the courses' cards too.
 */
export const coursesKeys = {
  all: ['elearning', 'courses'] as const,
  list: () => ['elearning', 'courses', 'list'] as const,
  modules: (courseId: number) => ['elearning', 'courses', 'modules', courseId] as const,
  assessment: (courseId: number) => ['elearning', 'courses', 'assessment', courseId] as const,
};

/** GET AdditionalCourse/GetCourses: the member's courses (purchased) and the ones to recommend. */
export function useCourses() {
  return useQuery({
    queryKey: coursesKeys.list(),
    queryFn: () => api<CourseItem[]>('GET', 'AdditionalCourse/GetCourses'),
  });
}

/** GET AdditionalCourse/GetELearningModules/{courseId}: the welcome content, the assessment's status and the modules. */
export function useCourseModules(courseId: number) {
  return useQuery({
    queryKey: coursesKeys.modules(courseId),
    enabled: courseId > 0,
    queryFn: () => api<CourseModules>('GET', `AdditionalCourse/GetELearningModules/${courseId}`),
  });
}

/** GET AdditionalCourse/GetAssessmentQuestions/{courseId}. */
export function useCourseAssessment(courseId: number) {
  return useQuery({
    queryKey: coursesKeys.assessment(courseId),
    enabled: courseId > 0,
    queryFn: () => api<CourseAssessmentQuestions>('GET', `AdditionalCourse/GetAssessmentQuestions/${courseId}`),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST AdditionalCourse/SaveAssessment: the course then no longer asks for its assessment. */
export function useSaveCourseAssessment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SaveCourseAssessmentRequest, 'userId'>) =>
      api<{ courseId: number; submittedAt: string }>('POST', 'AdditionalCourse/SaveAssessment', {
        ...body,
        userId: getSession()?.userId ?? 0,
      }),
    onSuccess: (_, body) => client.invalidateQueries({ queryKey: coursesKeys.modules(body.courseId) }),
  });
}
