import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AchievementGroups, CustomerProfileInformation, RecommendationItem, UploadedPicture } from '@oola/domain';
import { api } from '../../lib/api';
import { connectHub } from '../../lib/realtime';
import { dashboardKeys } from '../../lib/dashboard-keys';
import { getSession } from '../../lib/session';

const userId = () => getSession()?.userId ?? 0;

/** GET Customer/GetCustomerProfileInformation/{userId}: the profile card and every achievement. */
export const profileInformationQuery = (id: number) =>
  queryOptions({
    queryKey: dashboardKeys.profileInformation(id),
    queryFn: () => api<CustomerProfileInformation>('GET', `Customer/GetCustomerProfileInformation/${id}`),
  });

export function useProfileInformation() {
  const id = userId();
  return useQuery({ ...profileInformationQuery(id), enabled: id > 0 });
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
export const recommendedProductsQuery = queryOptions({
  queryKey: dashboardKeys.products,
  queryFn: () => api<RecommendationItem[]>('GET', 'Dashboard/GetOolaProducts/2'),
  staleTime: 5 * 60_000,
});

export function useRecommendedProducts() {
  return useQuery(recommendedProductsQuery);
}

/** GET AdditionalCourse/GetCourses: every course, with whether the member bought it. */
export const coursesQuery = queryOptions({
  queryKey: dashboardKeys.courses,
  queryFn: () => api<RecommendationItem[]>('GET', 'AdditionalCourse/GetCourses'),
  staleTime: 5 * 60_000,
});

/** RECOMMENDED PROGRAMS are the unpurchased courses. */
export function useRecommendedPrograms() {
  return useQuery({
    ...coursesQuery,
    select: (courses) => courses.filter((course) => !course.purchased && course.isEnabled),
  });
}

/** GET Actions/GetGlobalActionStepsTaken. */
export const globalStepsQuery = queryOptions({
  queryKey: dashboardKeys.globalSteps,
  queryFn: () => api<number>('GET', 'Actions/GetGlobalActionStepsTaken'),
});

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
  return useQuery(globalStepsQuery);
}

/** GET Login/GetSilentToken/{userId}. */
export function fetchSilentToken(): Promise<{ silentToken: string }> {
  return api<{ silentToken: string }>('GET', `Login/GetSilentToken/${userId()}`);
}
