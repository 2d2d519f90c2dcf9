import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerProfileInfo } from '@oola/domain';
import { api } from './api';
import { dashboardKeys } from './dashboard-keys';
import { getSession } from './session';

/** GET Customer/GetCustomerProfileInfo/{userId}: flags (coach, type, time zone). */
export const profileInfoQuery = (id: number) =>
  queryOptions({
    queryKey: dashboardKeys.profileInfo(id),
    queryFn: () => api<CustomerProfileInfo>('GET', `Customer/GetCustomerProfileInfo/${id}`),
  });

export function useProfileInfo() {
  const id = getSession()?.userId ?? 0;
  return useQuery({ ...profileInfoQuery(id), enabled: id > 0 });
}
