import { useMutation, useQuery } from '@tanstack/react-query';
import type { TimeZoneOption } from '@oola/domain';
import { api } from '../../lib/api';
import { getSession, updateSession } from '../../lib/session';

/** GET customer/GetDefinedTimeZones (refreshed each minute while the modal is open, for the current times). */
export function useTimeZones(enabled: boolean) {
  return useQuery({
    queryKey: ['timezone', 'zones'],
    enabled,
    queryFn: () => api<TimeZoneOption[]>('GET', 'customer/GetDefinedTimeZones'),
    staleTime: 60_000,
    refetchInterval: enabled ? 60_000 : false,
  });
}

/** PUT customer/UpdateUserDefinedTimeZone; the page reloads afterwards, so nothing is invalidated. */
export function useUpdateTimeZone() {
  return useMutation({
    mutationFn: (definedTimeZoneId: string) =>
      api<{ definedTimeZoneId: string }>(
        'PUT',
        'customer/UpdateUserDefinedTimeZone',
        { userId: getSession()?.userId ?? 0, definedTimeZoneId },
        { handleConflict: true },
      ),
    onSuccess: ({ definedTimeZoneId }) => updateSession({ timeZone: definedTimeZoneId }),
  });
}
