import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CancelCoachingResponse,
  CardOnFile,
  PaymentAccount,
  PaymentHistory,
  PaymentReceipt,
  PurchaseCourseResponse,
  PurchaseSessionResponse,
  SaveCardRequest,
  SelectCoachResponse,
} from '@oola/domain';
import { api } from '../../lib/api';
import { getSession, updateSession } from '../../lib/session';

const userId = () => getSession()?.userId ?? 0;

/** Query keys of the payments feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  account: (id: number) => ['payments', 'account', id] as const,
  history: (id: number) => ['payments', 'history', id] as const,
  receipt: (paymentId: number) => ['payments', 'receipt', paymentId] as const,
};

const withKey = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey }, handleConflict: true });

/** GET Payments/Account: card on file, coaching subscription, sessions remaining, coach. */
export function usePaymentAccount() {
  const id = userId();
  return useQuery({
    queryKey: paymentKeys.account(id),
    enabled: id > 0,
    queryFn: () => api<PaymentAccount>('GET', 'Payments/Account'),
  });
}

/** PUT Payments/Card: set or replace the card (402 when the card is refused). */
export function useSaveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: SaveCardRequest) => api<CardOnFile>('PUT', 'Payments/Card', card, { handleConflict: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/** POST Coach/PurchaseSession with the attempt's Idempotency-Key; success reloads every query (the profile too). */
export function usePurchaseSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      coachId,
      quantity,
      idempotencyKey,
    }: {
      coachId: number;
      quantity: number;
      idempotencyKey: string;
    }) =>
      api<PurchaseSessionResponse>(
        'POST',
        'Coach/PurchaseSession',
        { coachId, userId: userId(), quantity },
        withKey(idempotencyKey),
      ),
    onSuccess: () => client.invalidateQueries(),
  });
}

/** POST FindCoach/SelectCoach/{coachId}: pays the first month first when the member must. */
export function useSelectCoach() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ coachId, idempotencyKey }: { coachId: number; idempotencyKey: string }) =>
      api<SelectCoachResponse>('POST', `FindCoach/SelectCoach/${coachId}`, undefined, withKey(idempotencyKey)),
    onSuccess: () => {
      updateSession({ displayCoachingPayment: false });
      return client.invalidateQueries();
    },
  });
}

/** PUT Payments/CancelCoaching: ends the member's coaching now; every query reloads (the coach is gone). */
export function useCancelCoaching() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<CancelCoachingResponse>('PUT', 'Payments/CancelCoaching', { userId: userId() }),
    onSuccess: () => {
      updateSession({ hasCoach: false, displayCoachingPayment: true });
      return client.invalidateQueries();
    },
  });
}

/** GET Payments/History: every payment attempt, newest first. */
export function usePaymentHistory() {
  const id = userId();
  return useQuery({
    queryKey: paymentKeys.history(id),
    enabled: id > 0,
    queryFn: () => api<PaymentHistory>('GET', 'Payments/History'),
  });
}

/** GET Payments/Receipt/{paymentId}: one charged payment's receipt. */
export function usePaymentReceipt(paymentId: number) {
  return useQuery({
    queryKey: paymentKeys.receipt(paymentId),
    enabled: paymentId > 0,
    retry: false,
    queryFn: () => api<PaymentReceipt>('GET', `Payments/Receipt/${paymentId}`, undefined, { handleConflict: true }),
  });
}

/** POST AdditionalCourse/Purchase with the attempt's Idempotency-Key; success reloads every query (the course lists too). */
export function usePurchaseCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, idempotencyKey }: { courseId: number; idempotencyKey: string }) =>
      api<PurchaseCourseResponse>(
        'POST',
        'AdditionalCourse/Purchase',
        { userId: userId(), courseId },
        withKey(idempotencyKey),
      ),
    onSuccess: () => client.invalidateQueries(),
  });
}
