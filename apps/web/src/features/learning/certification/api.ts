import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertificationModuleDetail, CertificationModules, CertificationTutorial } from '@oola/domain';
import { api } from '../../../lib/api';
import { currentStepKey } from '../../../lib/current-step';
import { getSession, updateSession } from '../../../lib/session';

/** Query keys of the certification feature. */
export const certificationKeys = {
  all: ['certification'] as const,
  board: (courseId: number) => ['certification', 'board', courseId] as const,
  module: (moduleId: number) => ['certification', 'module', moduleId] as const,
};

/** GET AdditionalCourse/GetCertificationModules/{courseId}: the sections, their progress and each module's status. */
export function useCertificationModules(courseId: number) {
  return useQuery({
    queryKey: certificationKeys.board(courseId),
    queryFn: () => api<CertificationModules>('GET', `AdditionalCourse/GetCertificationModules/${courseId}`),
    staleTime: 0,
  });
}

/** GET AdditionalCourse/GetCertificationModuleDetail/{moduleId}: 403 while the module is locked. */
export function useCertificationModuleDetail(moduleId: number) {
  return useQuery({
    queryKey: certificationKeys.module(moduleId),
    enabled: moduleId > 0,
    queryFn: () => api<CertificationModuleDetail>('GET', `AdditionalCourse/GetCertificationModuleDetail/${moduleId}`),
    staleTime: 0,
  });
}

/**
 * POST AdditionalCourse/CompleteCertificationModule/{moduleId}: answers the module to open next
 * (a 409 until the module's quiz has a passing attempt, shown by api() in the Error modal).
 */
export function useCompleteCertificationModule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: number) =>
      api<{ nextModuleId: number | null } | null>('POST', `AdditionalCourse/CompleteCertificationModule/${moduleId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: certificationKeys.all }),
  });
}

/** PUT AdditionalCourse/HideCertificationTutorial: the tour step is gone for good (decision 039). */
export function useHideCertificationTutorial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<CertificationTutorial>('PUT', 'AdditionalCourse/HideCertificationTutorial'),
    onSuccess: async () => {
      updateSession({ displayCoachCertificationTutorial: false });
      await client.invalidateQueries({ queryKey: currentStepKey(getSession()?.userId ?? 0) });
    },
  });
}
