import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssessmentQuestions,
  CustomizeQuestion,
  SaveCustomizeQuestions,
  ScorePartialSave,
  ScorePartialSaveResult,
  ShareContent,
} from '@oola/domain';
import { api } from '../../lib/api';
import { currentStepKey } from '../../lib/current-step';
import { getSession, updateSession } from '../../lib/session';

export const journeyKeys = {
  customizeQuestions: ['journey', 'customizeQuestions'] as const,
  questions: (assessmentId: number) => ['journey', 'questions', assessmentId] as const,
  shareContent: (type: 1 | 2) => ['journey', 'shareContent', type] as const,
};

/** GET CustomizeAssessment/GetCustomizeQuestions. */
export function useCustomizeQuestions() {
  return useQuery({
    queryKey: journeyKeys.customizeQuestions,
    queryFn: () => api<CustomizeQuestion[]>('GET', 'CustomizeAssessment/GetCustomizeQuestions'),
    staleTime: Infinity,
  });
}

/** POST CustomizeAssessment/SaveCustomizeQuestions: moves step 0 → 1. */
export function useSaveCustomizeQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCustomizeQuestions) =>
      api<{ userStepId: number }>('POST', 'CustomizeAssessment/SaveCustomizeQuestions', body),
    onSuccess: async (result) => {
      updateSession({ userStepId: result.userStepId });
      await queryClient.invalidateQueries({ queryKey: currentStepKey(getSession()?.userId ?? 0) });
    },
  });
}

/** GET areas/GetQuestions/{assessmentId}: 0 = the open sitting of the member's step, or a new one. */
export function useAssessmentQuestions(assessmentId: number) {
  return useQuery({
    queryKey: journeyKeys.questions(assessmentId),
    queryFn: () => api<AssessmentQuestions>('GET', `areas/GetQuestions/${assessmentId}`),
    staleTime: 0,
  });
}

/** POST Scores/ScorePartialSave: one area's 10 scores. Errors are left to the caller (the 'Error connection' modal). */
export function useScorePartialSave() {
  return useMutation({
    mutationFn: (body: ScorePartialSave) =>
      api<ScorePartialSaveResult>('POST', 'Scores/ScorePartialSave', body, { handleConflict: true }),
  });
}

/** GET Customer/GetShareContent/{1|2}. */
export function useShareContent(type: 1 | 2, enabled = true) {
  return useQuery({
    queryKey: journeyKeys.shareContent(type),
    queryFn: () => api<ShareContent>('GET', `Customer/GetShareContent/${type}`),
    staleTime: Infinity,
    enabled,
  });
}
