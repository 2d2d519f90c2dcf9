import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  FreeTestArea,
  FreeTestResult,
  FreeTestSaveRequest,
  StressQuestionnaire,
  StressResult,
  StressSaveRequest,
} from '@oola/domain';
import { api } from '../../lib/api';

const keys = {
  freeTestQuestions: ['free-tests', 'life-balance', 'questions'] as const,
  stressQuestions: ['free-tests', 'stress', 'questions'] as const,
};

/** The free test's questions in the query cache (the prerendered free tests are built with them). */
export const freeTestQuestionsKey = keys.freeTestQuestions;

export function useFreeTestQuestions() {
  return useQuery({
    queryKey: keys.freeTestQuestions,
    queryFn: () => api<FreeTestArea[]>('GET', 'areas/GetFreeTestQuestions'),
    staleTime: Infinity,
  });
}

export function useSaveFreeTest() {
  return useMutation({
    mutationFn: (body: FreeTestSaveRequest) => api<FreeTestResult>('POST', 'Scores/FreeTestSave', body),
  });
}

export function useStressQuestionnaire() {
  return useQuery({
    queryKey: keys.stressQuestions,
    queryFn: () => api<StressQuestionnaire>('GET', 'FreeAssessment/GetQuestions/1'),
    staleTime: Infinity,
  });
}

export function useSaveStressResponse() {
  return useMutation({
    mutationFn: (body: StressSaveRequest) => api<StressResult>('POST', 'FreeAssessment/SaveResponse', body),
  });
}
