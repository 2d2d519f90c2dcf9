import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompleteSessionRequest,
  CompleteSessionResponse,
  IceServersResponse,
  Meeting,
  MeetingRoom,
} from '@oola/domain';
import { api, ApiError } from '../../../lib/api';

/** Query keys of the meetings feature. */
export const meetingKeys = {
  all: ['meetings'] as const,
  open: (clientId: number) => ['meetings', 'open', clientId] as const,
  room: (code: string) => ['meetings', 'room', code] as const,
  iceServers: ['meetings', 'ice-servers'] as const,
};

/** GET Coach/GetMeeting/{userId}: the member's open meeting with their coach, null when none is open. */
function getMeeting(userId: number): Promise<Meeting | null> {
  return api<Meeting | null>('GET', `Coach/GetMeeting/${userId}`);
}

/** The client's open meeting as the coach sees it (null when none), for COMPLETE SESSION. */
export function useOpenMeeting(clientId: number, enabled: boolean) {
  return useQuery({
    queryKey: meetingKeys.open(clientId),
    enabled: enabled && clientId > 0,
    queryFn: () => getMeeting(clientId),
  });
}

/** The coach has a meeting open with the member now (asked again each minute, as it may start while the page is open). */
export function useMeetingStarted(clientId: number): boolean {
  const open = useQuery({
    queryKey: meetingKeys.open(clientId),
    enabled: clientId > 0,
    queryFn: () => getMeeting(clientId),
    refetchInterval: 60_000,
  });
  return Boolean(open.data);
}

/** JOIN SESSION: fetches the member's meeting when the button is pressed (null: the coach has not started it). */
export function useFetchMeeting() {
  return useMutation({ mutationFn: getMeeting });
}

/** POST Coach/CreateMeeting/{clientId}: the coach opens the meeting (or gets the one already open). */
export function useCreateMeeting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientId: number) =>
      api<Meeting>('POST', `Coach/CreateMeeting/${clientId}`, undefined, { handleConflict: true }),
    onSuccess: (meeting, clientId) => client.setQueryData(meetingKeys.open(clientId), meeting),
  });
}

/** POST Coach/CompleteSession: uses one of the member's credits and closes the meeting. */
export function useCompleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteSessionRequest) => api<CompleteSessionResponse>('POST', 'Coach/CompleteSession', body),
    onSuccess: () => client.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

/** GET Meeting/Room/{code}: the caller's role in the meeting and the other person's name. */
export function useMeetingRoom(code: string) {
  return useQuery({
    queryKey: meetingKeys.room(code),
    queryFn: () => api<MeetingRoom>('GET', `Meeting/Room/${encodeURIComponent(code)}`),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** GET Meeting/IceServers: the STUN/TURN servers the server is configured with. */
export function useIceServers() {
  return useQuery({
    queryKey: meetingKeys.iceServers,
    queryFn: () => api<IceServersResponse>('GET', 'Meeting/IceServers'),
    // TURN credentials are time-limited: fetch them again for each call.
    staleTime: 0,
  });
}
