import { useMutation, useQuery } from '@tanstack/react-query';
import type { QuizQuestions, QuizResult, SaveQuizResultsRequest } from '@oola/domain';
import { api } from '../../../lib/api';
import { getSession } from '../../../lib/session';

/** Query keys of the quizzes feature. */
export const quizKeys = {
  quiz: (moduleId: number) => ['quizzes', 'quiz', moduleId] as const,
};

/** GET AdditionalCourse/GetQuiz/{moduleId}: the module's quiz (every option's score is 0, decision 037). */
export function useQuiz(moduleId: number, enabled: boolean) {
  return useQuery({
    queryKey: quizKeys.quiz(moduleId),
    enabled,
    queryFn: () => api<QuizQuestions>('GET', `AdditionalCourse/GetQuiz/${moduleId}`),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST AdditionalCourse/SaveQuizResults: one attempt, scored on the server. */
export function useSaveQuizResults() {
  return useMutation({
    mutationFn: (body: Omit<SaveQuizResultsRequest, 'userId'>) =>
      api<QuizResult>('POST', 'AdditionalCourse/SaveQuizResults', { ...body, userId: getSession()?.userId ?? 0 }),
  });
}
