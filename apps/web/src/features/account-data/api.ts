import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountDeletionStatus,
  AccountExport,
  LatestAccountExport,
  PendingDeletions,
  RequestAccountDeletionInput,
} from '@oola/domain';
import { api, ApiError } from '../../lib/api';
import { getSession } from '../../lib/session';

/** Query keys of the account-data section. */
export const accountDataKeys = {
  export: ['account-data', 'export'] as const,
  deletion: ['account-data', 'deletion'] as const,
  pendingDeletions: ['account-data', 'pending-deletions'] as const,
};

/** GET Account/ExportStatus; asks again every few seconds while the export is being prepared. */
export function useLatestExport() {
  return useQuery({
    queryKey: accountDataKeys.export,
    queryFn: () => api<LatestAccountExport>('GET', 'Account/ExportStatus'),
    refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? 3000 : false),
  });
}

/** POST Account/Export: a job starts building the ZIP. */
export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<AccountExport>('POST', 'Account/Export'),
    onSuccess: (requested) => client.setQueryData<LatestAccountExport>(accountDataKeys.export, { export: requested }),
  });
}

/** Fetches the ZIP with the member's token (the file is only theirs) and saves it. */
export async function downloadExport(exportId: number): Promise<void> {
  const session = getSession();
  const response = await fetch(`/api/Account/ExportFile/${exportId}`, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message ?? `Download failed (${response.status})`, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `oola-data-${session?.userId ?? 'export'}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** GET Account/Deletion: whether the account is scheduled for deletion. */
export function useDeletionStatus() {
  return useQuery({
    queryKey: accountDataKeys.deletion,
    queryFn: () => api<AccountDeletionStatus>('GET', 'Account/Deletion'),
  });
}

/** POST Account/Deletion with the typed words and the password; 400 and 409 are left to the form. */
export function useRequestDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestAccountDeletionInput) =>
      api<AccountDeletionStatus>('POST', 'Account/Deletion', input, { handleConflict: true }),
    onSuccess: (status) => client.setQueryData(accountDataKeys.deletion, status),
  });
}

/** DELETE Account/Deletion: keep the account. */
export function useCancelDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>('DELETE', 'Account/Deletion'),
    onSuccess: () => client.setQueryData<AccountDeletionStatus>(accountDataKeys.deletion, { deletion: null }),
  });
}

/** GET Staff/PendingDeletions (staff only). */
export function usePendingDeletions() {
  return useQuery({
    queryKey: accountDataKeys.pendingDeletions,
    queryFn: () => api<PendingDeletions>('GET', 'Staff/PendingDeletions'),
    retry: false,
  });
}
