import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfileInformation } from '@oola/domain';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

const userId = () => getSession()?.userId ?? 0;

/** Query keys of the member's achievements. */
export const achievementKeys = {
  profileInformation: (id: number) => ['achievements', 'profileInformation', id] as const,
};

/** GET Customer/GetCustomerProfileInformation/{userId}: the profile card and every achievement. */
export const profileInformationQuery = (id: number) =>
  queryOptions({
    queryKey: achievementKeys.profileInformation(id),
    queryFn: () => api<CustomerProfileInformation>('GET', `Customer/GetCustomerProfileInformation/${id}`),
  });

export function useProfileInformation() {
  const id = userId();
  return useQuery({ ...profileInformationQuery(id), enabled: id > 0 });
}

/** PUT Customer/UpdateDisplayedBadge, then reload the profile card's achievements. */
export function useMarkBadgeDisplayed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (achievementId: number) =>
      api<null>('PUT', 'Customer/UpdateDisplayedBadge', { userId: userId(), achievementId }),
    onSettled: () => client.invalidateQueries({ queryKey: achievementKeys.profileInformation(userId()) }),
  });
}
