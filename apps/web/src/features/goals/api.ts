import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddDashboardGoalRequest,
  CompleteGoalReviewResponse,
  DashboardGoal,
  PartialSaveGoalsRequest,
  RecommendedGoalsResponse,
  SavedGoal,
  SetSevenGoalsOrderRequest,
  ShareContent,
  UpdateDashboardGoalRequest,
  UserGoalsResponse,
} from '@oola/domain';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';

/** Query keys of the goals feature. */
export const goalKeys = {
  all: ['goals'] as const,
  userGoals: () => [...goalKeys.all, 'userGoals'] as const,
  recommended: (userId: number) => [...goalKeys.all, 'recommended', userId] as const,
  topSeven: (userId: number) => [...goalKeys.all, 'topSeven', userId] as const,
};

const userId = () => getSession()?.userId ?? 0;

/** GET goals/GetUserGoals. */
export function useUserGoals() {
  return useQuery({
    queryKey: goalKeys.userGoals(),
    queryFn: () => api<UserGoalsResponse>('GET', 'goals/GetUserGoals'),
    staleTime: 0,
  });
}

/** GET goals/{userId}: six recommended goals per area. */
export function useRecommendedGoals() {
  return useQuery({
    queryKey: goalKeys.recommended(userId()),
    queryFn: () => api<RecommendedGoalsResponse>('GET', `goals/${userId()}`),
    staleTime: Infinity,
  });
}

function useGoalsMutation<TVariables, TResult>(request: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}

/** POST Goals/PartialSaveGoals: the goals of one area. */
export function usePartialSaveGoals() {
  return useGoalsMutation((goals: PartialSaveGoalsRequest['goals']) =>
    api<SavedGoal[]>('POST', 'Goals/PartialSaveGoals', { userId: userId(), goals }),
  );
}

/** PUT Goals/SetSevenGoalsOrder: pick (0) or arrange (1-7). */
export function useSetSevenGoalsOrder() {
  return useGoalsMutation((goals: SetSevenGoalsOrderRequest['goals']) =>
    api<null>('PUT', 'Goals/SetSevenGoalsOrder', { goals }),
  );
}

/** PUT Goals/Set{Brand}One/{goalId}. */
export function useSetOneGoal() {
  const { brandName } = useSettings();
  return useGoalsMutation((goalId: number) =>
    api<{ goalId: number; userStepId: number }>('PUT', `Goals/Set${brandName}One/${goalId}`),
  );
}

/** POST Goals/AddDashboardGoal. */
export function useAddGoal() {
  return useGoalsMutation((goal: Omit<AddDashboardGoalRequest, 'userId'>) =>
    api<DashboardGoal>('POST', 'Goals/AddDashboardGoal', { ...goal, userId: userId() }),
  );
}

/** PUT Goals/UpdateDashboardGoal. */
export function useUpdateGoal() {
  return useGoalsMutation((goal: Omit<UpdateDashboardGoalRequest, 'userId'>) =>
    api<DashboardGoal>('PUT', 'Goals/UpdateDashboardGoal', { ...goal, userId: userId() }),
  );
}

/** DELETE Goals/{goalId}. */
export function useDeleteGoal() {
  return useGoalsMutation((goalId: number) => api<null>('DELETE', `Goals/${goalId}`));
}

/** DELETE goals/RemoveAssessmentGoals (CLEAN SLATE). */
export function useCleanSlate() {
  return useGoalsMutation(() => api<null>('DELETE', 'goals/RemoveAssessmentGoals'));
}

/** PUT Goals/CompleteGoalReview: level 2 step 2 done. */
export function useCompleteGoalReview() {
  return useGoalsMutation(() => api<CompleteGoalReviewResponse>('PUT', 'Goals/CompleteGoalReview'));
}

/** GET Customer/GetShareContent/2: the One goal's share texts and image (fetched when sharing). */
export function useOneGoalShareContent(enabled: boolean) {
  return useQuery({
    queryKey: ['customer', 'shareContent', 2],
    queryFn: () => api<ShareContent>('GET', 'Customer/GetShareContent/2'),
    staleTime: Infinity,
    enabled,
  });
}
