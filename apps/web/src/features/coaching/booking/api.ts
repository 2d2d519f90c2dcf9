import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Availability, BookingView, CoachingSchedule, OpenSlots, SaveAvailabilityRequest } from '@oola/domain';
import { api } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { showErrorDialog } from '../../../lib/shell-events';

const userId = () => getSession()?.userId ?? 0;

/** Query keys of the booking feature. */
export const bookingKeys = {
  all: ['booking'] as const,
  availability: (id: number) => ['booking', 'availability', id] as const,
  slots: (coachId: number) => ['booking', 'slots', coachId] as const,
  schedule: (coachId: number, clientId: number) => ['booking', 'schedule', coachId, clientId] as const,
};

/** Booking refusals (409) are shown inside the panel, in words, not in the app's error modal. */
const inPanel = { handleConflict: true };

/** GET Coach/GetAvailability/{userId}: the signed-in coach's weekly hours and days off. */
export function useAvailability(enabled = true) {
  const id = userId();
  return useQuery({
    queryKey: bookingKeys.availability(id),
    enabled: enabled && id > 0,
    queryFn: () => api<Availability>('GET', `Coach/GetAvailability/${id}`),
  });
}

/** PUT Coach/SaveAvailability: replaces the weekly hours and days off. */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SaveAvailabilityRequest, 'userId'>) =>
      api<Availability>('PUT', 'Coach/SaveAvailability', { ...body, userId: userId() }, inPanel),
    onSuccess: (saved) => client.setQueryData(bookingKeys.availability(saved.userId), saved),
  });
}

/** GET Booking/GetOpenSlots/{coachId}: the coach's open slots in the member's zone. */
export function useOpenSlots(coachId: number, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.slots(coachId),
    enabled: enabled && coachId > 0,
    queryFn: () => api<OpenSlots>('GET', `Booking/GetOpenSlots/${coachId}`),
    staleTime: 0,
  });
}

/** GET Booking/GetSchedule/{coachId}/{clientId}: the pair's sessions not yet over. */
export const coachingScheduleQuery = (coachId: number, clientId: number) =>
  queryOptions({
    queryKey: bookingKeys.schedule(coachId, clientId),
    queryFn: () => api<CoachingSchedule>('GET', `Booking/GetSchedule/${coachId}/${clientId}`),
  });

export function useCoachingSchedule(coachId: number, clientId: number) {
  return useQuery({ ...coachingScheduleQuery(coachId, clientId), enabled: coachId > 0 && clientId > 0 });
}

/** A change to a booking: every booking view (schedule, slots) is read again afterwards. */
function useBookingChange<T>(call: (input: T) => Promise<BookingView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** POST Booking/BookSlot: books an open slot with one session credit. */
export const useBookSlot = (coachId: number) =>
  useBookingChange((startsAt: string) => api<BookingView>('POST', 'Booking/BookSlot', { coachId, startsAt }, inPanel));

/** PUT Booking/Reschedule: moves the member's session to another open slot. */
export const useReschedule = () =>
  useBookingChange(({ bookingId, startsAt }: { bookingId: number; startsAt: string }) =>
    api<BookingView>('PUT', 'Booking/Reschedule', { bookingId, startsAt }, inPanel),
  );

/** PUT Booking/Cancel: cancels a session; its credit comes back. */
export const useCancelBooking = () =>
  useBookingChange((bookingId: number) => api<BookingView>('PUT', 'Booking/Cancel', { bookingId }, inPanel));

/**
 * GET Booking/GetInvite/{bookingId}: saves the session's .ics invite through the browser; a failure
 * opens the app's error modal.
 */
export async function downloadInvite(bookingId: number): Promise<void> {
  let text: string;
  try {
    text = await api<string>('GET', `Booking/GetInvite/${bookingId}`);
  } catch (error) {
    showErrorDialog((error as Error).message);
    return;
  }
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `coaching-session-${bookingId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
