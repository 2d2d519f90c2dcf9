import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachAchievement, CoachAchievementSections } from '@oola/domain';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

const userId = () => getSession()?.userId ?? 0;

/** Query keys of the coach's badges. */
export const coachAchievementKeys = {
  all: ['coach-achievements'] as const,
  sections: (id: number) => ['coach-achievements', 'sections', id] as const,
  earned: (id: number) => ['coach-achievements', 'earned', id] as const,
};

/** GET Coach/GetMyAchievements/{userId}: every coach badge in the modal's four sections. */
export function useCoachAchievementSections(enabled: boolean) {
  const id = userId();
  return useQuery({
    queryKey: coachAchievementKeys.sections(id),
    enabled: enabled && id > 0,
    queryFn: () => api<CoachAchievementSections>('GET', `Coach/GetMyAchievements/${id}`),
  });
}

/** GET Coach/GetAchievements/{userId}: the badges the coach has earned, latest first. */
export function useEarnedCoachBadges() {
  const id = userId();
  return useQuery({
    queryKey: coachAchievementKeys.earned(id),
    enabled: id > 0,
    queryFn: () => api<CoachAchievement[]>('GET', `Coach/GetAchievements/${id}`),
  });
}

/** PUT Coach/UpdateDisplayedBadge: the badge's modal was closed. */
export function useMarkCoachBadgeDisplayed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (achievementId: number) =>
      api<null>('PUT', 'Coach/UpdateDisplayedBadge', { userId: userId(), achievementId }),
    onSettled: () => client.invalidateQueries({ queryKey: coachAchievementKeys.all }),
  });
}
