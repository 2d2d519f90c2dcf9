import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CurrentUserStep,
  ElearningAssessment,
  ElearningBoard,
  ModuleDetail,
  SaveElearningAssessmentRequest,
  SaveModuleAnswersRequest,
} from '@oola/domain';
import { api } from '../../lib/api';
import { currentStepKey } from '../../lib/current-step';
import { getSession, updateSession } from '../../lib/session';
import type { RememberedModule } from './modules/module-storage';
import { trackerKeys } from '../../lib/tracker-keys';

const userId = () => getSession()?.userId ?? 0;

/** Query keys of the e-learning feature. */
export const elearningKeys = {
  all: ['elearning'] as const,
  board: (id: number, level: number) => ['elearning', 'board', id, level] as const,
  module: (moduleId: number) => ['elearning', 'module', moduleId] as const,
  assessment: (type: number) => ['elearning', 'assessment', type] as const,
};

/** GET Elearning/GetELearningModules/{userId}/{level}: the My E-Learning board at a level. */
export const elearningBoardQuery = (id: number, level: number) =>
  queryOptions({
    queryKey: elearningKeys.board(id, level),
    queryFn: () => api<ElearningBoard>('GET', `Elearning/GetELearningModules/${id}/${level}`),
  });

export function useElearningBoard(level: number, enabled = true) {
  const id = userId();
  return useQuery({ ...elearningBoardQuery(id, level), enabled: enabled && id > 0 });
}

/** A programme module and an additional course's module are read and completed by their own calls. */
const MODULE_CALLS = {
  programme: { detail: 'elearning/GetELearningModuleDetail', complete: 'Elearning/CompleteELearningModule' },
  course: { detail: 'AdditionalCourse/GetELearningModuleDetail', complete: 'AdditionalCourse/CompleteELearningModule' },
} as const;
const callsOf = (module: RememberedModule) => MODULE_CALLS[module.courseId ? 'course' : 'programme'];

/**
 * GET elearning/GetELearningModuleDetail/{moduleId}, or AdditionalCourse/GetELearningModuleDetail/{moduleId}
 * for a course's module: 403 while the module is locked.
 */
export function useModuleDetail(module: RememberedModule) {
  return useQuery({
    queryKey: elearningKeys.module(module.id),
    enabled: module.id > 0,
    queryFn: () => api<ModuleDetail>('GET', `${callsOf(module).detail}/${module.id}`),
    staleTime: 0,
  });
}

/**
 * PUT Elearning/CompleteELearningModule (AdditionalCourse/CompleteELearningModule for a course's
 * module); the board, courses included, then shows it completed.
 */
export function useCompleteModule(module: RememberedModule) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ id: number; isCompleted: true }>('PUT', callsOf(module).complete, { id: module.id, userId: userId() }),
    onSuccess: () => client.invalidateQueries({ queryKey: elearningKeys.all }),
  });
}

/** POST ELearning/SaveCustomizeModuleAssessment: the module's quick questions, all answered. */
export function useSaveModuleAnswers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveModuleAnswersRequest) => api<null>('POST', 'ELearning/SaveCustomizeModuleAssessment', body),
    onSuccess: (_, body) => client.invalidateQueries({ queryKey: elearningKeys.module(body.moduleId) }),
  });
}

/**
 * POST AdditionalCourse/AddActionSteps/{moduleId}: the Do section's steps join today's tracker, which
 * is read again before the member is taken to it.
 */
export function useAddModuleActionSteps() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: number) => api<{ added: number }>('POST', `AdditionalCourse/AddActionSteps/${moduleId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: trackerKeys.all }),
  });
}

/** PUT Customer/SetMidYearReviewStep or SetYearInReviewStep: the step a path module leads to. */
export function useSetReviewStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: 'SetMidYearReviewStep' | 'SetYearInReviewStep') =>
      api<{ userStepId: number }>('PUT', `Customer/${call}`),
    onSuccess: async (result) => {
      updateSession({ userStepId: result.userStepId });
      // The page it leads to reads the step at once: it must not see the old one while it refreshes.
      client.setQueryData<CurrentUserStep>(currentStepKey(userId()), (step) =>
        step ? { ...step, userStepId: result.userStepId } : step,
      );
      await client.invalidateQueries({ queryKey: currentStepKey(userId()) });
    },
  });
}

/** GET ELearning/GetAssessmentQuestions/{type}: Assessment One (1) or a path assessment (2-4). */
export function useElearningAssessment(type: number) {
  return useQuery({
    queryKey: elearningKeys.assessment(type),
    enabled: type > 0,
    queryFn: () => api<ElearningAssessment>('GET', `ELearning/GetAssessmentQuestions/${type}`),
    staleTime: Infinity,
  });
}

/** POST ELearning: one sitting of an assessment. */
export function useSaveElearningAssessment() {
  return useMutation({
    mutationFn: (body: Omit<SaveElearningAssessmentRequest, 'userId'>) =>
      api<{ assessmentType: number; completedDate: string }>('POST', 'ELearning', { ...body, userId: userId() }),
  });
}

/** POST ELearning/CreateELearningModules: starts the track the assessment opens. */
export function useCreateElearningModules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assessmentType: number) =>
      api<{ track: string; modules: number; startDate: string }>('POST', 'ELearning/CreateELearningModules', {
        userId: userId(),
        assessmentType,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: elearningKeys.all }),
  });
}
