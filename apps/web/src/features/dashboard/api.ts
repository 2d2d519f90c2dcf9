import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AchievementGroups,
  CustomerProfileInfo,
  CustomerProfileInformation,
  RecommendationItem,
  UploadedPicture,
  UserProgress,
} from '@oola/domain';
import { api } from '../../lib/api';
import { connectHub } from '../../lib/realtime';
import { getSession } from '../../lib/session';

const userId = () => getSession()?.userId ?? 0;

/** Query keys of the dashboard feature. */
export const dashboardKeys = {
  profileInfo: (id: number) => ['dashboard', 'profileInfo', id] as const,
  profileInformation: (id: number) => ['dashboard', 'profileInformation', id] as const,
  achievements: (id: number) => ['dashboard', 'achievements', id] as const,
  progress: (id: number) => ['dashboard', 'progress', id] as const,
  globalSteps: ['dashboard', 'globalSteps'] as const,
  products: ['dashboard', 'products'] as const,
  courses: ['dashboard', 'courses'] as const,
};

/** GET Customer/GetCustomerProfileInfo/{userId}: flags (coach, type, time zone). */
export function useProfileInfo() {
  const id = userId();
  return useQuery({
    queryKey: dashboardKeys.profileInfo(id),
    enabled: id > 0,
    queryFn: () => api<CustomerProfileInfo>('GET', `Customer/GetCustomerProfileInfo/${id}`),
  });
}

/** GET Customer/GetCustomerProfileInformation/{userId}: the profile card and every achievement. */
export function useProfileInformation() {
  const id = userId();
  return useQuery({
    queryKey: dashboardKeys.profileInformation(id),
    enabled: id > 0,
    queryFn: () => api<CustomerProfileInformation>('GET', `Customer/GetCustomerProfileInformation/${id}`),
  });
}

/** GET Customer/GetMyAchiements/{userId}. */
export function useMyAchievements(enabled = true) {
  const id = userId();
  return useQuery({
    queryKey: dashboardKeys.achievements(id),
    enabled: enabled && id > 0,
    queryFn: () => api<AchievementGroups>('GET', `Customer/GetMyAchiements/${id}`),
  });
}

/** GET Dashboard/GetUserProgress/{userId}. */
export function useUserProgress() {
  const id = userId();
  return useQuery({
    queryKey: dashboardKeys.progress(id),
    enabled: id > 0,
    queryFn: () => api<UserProgress>('GET', `Dashboard/GetUserProgress/${id}`),
  });
}

/** PUT Customer/UpdateDisplayedBadge, then reload achievements and profile. */
export function useMarkBadgeDisplayed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (achievementId: number) =>
      api<null>('PUT', 'Customer/UpdateDisplayedBadge', { userId: userId(), achievementId }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: dashboardKeys.profileInformation(userId()) }),
        client.invalidateQueries({ queryKey: dashboardKeys.achievements(userId()) }),
      ]),
  });
}

/** POST Customer/UploadProfilePicture (multipart userId + image); 201 on success. */
export function useUploadProfilePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('userId', String(userId()));
      form.append('image', file);
      return api<UploadedPicture>('POST', 'Customer/UploadProfilePicture', form);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: dashboardKeys.profileInformation(userId()) }),
        client.invalidateQueries({ queryKey: dashboardKeys.profileInfo(userId()) }),
      ]),
  });
}

/** GET Dashboard/GetOolaProducts/2: RECOMMENDED PRODUCTS. */
export function useRecommendedProducts() {
  return useQuery({
    queryKey: dashboardKeys.products,
    queryFn: () => api<RecommendationItem[]>('GET', 'Dashboard/GetOolaProducts/2'),
    staleTime: 5 * 60_000,
  });
}

/** GET AdditionalCourse/GetCourses: RECOMMENDED PROGRAMS are the unpurchased ones. */
export function useRecommendedPrograms() {
  return useQuery({
    queryKey: dashboardKeys.courses,
    queryFn: () => api<RecommendationItem[]>('GET', 'AdditionalCourse/GetCourses'),
    select: (courses) => courses.filter((course) => !course.purchased && course.isEnabled),
    staleTime: 5 * 60_000,
  });
}

/**
 * GET Actions/GetGlobalActionStepsTaken, kept live by the /actionhub event
 * GetGlobalStepsTaken (the new number) while the component is mounted.
 */
export function useGlobalStepsTaken() {
  const client = useQueryClient();
  useEffect(() => {
    const socket = connectHub('actionhub');
    socket.on('GetGlobalStepsTaken', (value: unknown) => {
      if (typeof value === 'number') client.setQueryData(dashboardKeys.globalSteps, value);
    });
    return () => {
      socket.close();
    };
  }, [client]);
  return useQuery({
    queryKey: dashboardKeys.globalSteps,
    queryFn: () => api<number>('GET', 'Actions/GetGlobalActionStepsTaken'),
  });
}

/** GET Login/GetSilentToken/{userId}. */
export function fetchSilentToken(): Promise<{ silentToken: string }> {
  return api<{ silentToken: string }>('GET', `Login/GetSilentToken/${userId()}`);
}
