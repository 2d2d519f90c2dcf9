import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoachAssessment,
  CoachOwnProfile,
  EditProfileRequest,
  SaveCoachAssessmentRequest,
  UploadedCoachImage,
  ZipLookupResult,
} from '@oola/domain';
import { api } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import { coachDirectoryKeys } from '../directory';

const userId = () => getSession()?.userId ?? 0;

/** Query keys of the coach's own profile. */
export const coachProfileKeys = {
  all: ['coach-profile'] as const,
  mine: (id: number) => ['coach-profile', 'mine', id] as const,
  assessment: ['coach-profile', 'assessment'] as const,
  zip: (zipCode: string, country: string) => ['coach-profile', 'zip', zipCode, country] as const,
};

/** What a coach's save changes: their own profile and the public listing visitors see. */
function useInvalidateProfile() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: coachProfileKeys.all }),
      client.invalidateQueries({ queryKey: coachDirectoryKeys.all }),
    ]);
}

/** GET Coach/GetMyProfile/{userId}: the coach's own editable profile. */
export function useMyCoachProfile() {
  const id = userId();
  return useQuery({
    queryKey: coachProfileKeys.mine(id),
    enabled: id > 0,
    queryFn: () => api<CoachOwnProfile>('GET', `Coach/GetMyProfile/${id}`),
  });
}

/** PUT Coach/EditProfile: MY PROFILE and MY BIO in one save. */
export function useEditCoachProfile() {
  const invalidate = useInvalidateProfile();
  return useMutation({
    mutationFn: (body: Omit<EditProfileRequest, 'userId'>) =>
      api<{ message: string }>('PUT', 'Coach/EditProfile', { ...body, userId: userId() }),
    onSuccess: invalidate,
  });
}

/** GET Coach/LookupZip: city and state of a zip code (runs from 4 characters). */
export function useZipLookup(zipCode: string, country: string, enabled: boolean) {
  return useQuery({
    queryKey: coachProfileKeys.zip(zipCode, country),
    enabled,
    retry: false,
    staleTime: Infinity,
    queryFn: () =>
      api<ZipLookupResult>('GET', `Coach/LookupZip?${new URLSearchParams({ zipCode, country }).toString()}`),
  });
}

/** GET Coach/GetAssessmentQuestions: the coaching assessment, saved answers selected. */
export function useCoachAssessment(enabled = true) {
  return useQuery({
    queryKey: coachProfileKeys.assessment,
    enabled,
    queryFn: () => api<CoachAssessment>('GET', 'Coach/GetAssessmentQuestions'),
  });
}

/** POST Coach/SaveAssessment: sets the coach's specialities and closes the welcome modal. */
export function useSaveCoachAssessment() {
  const invalidate = useInvalidateProfile();
  return useMutation({
    mutationFn: (details: SaveCoachAssessmentRequest['details']) =>
      api<{ message: string; focusAreaIds: number[] }>('POST', 'Coach/SaveAssessment', {
        userId: userId(),
        details,
      }),
    onSuccess: invalidate,
  });
}

export type CoachImageKind = 'picture' | 'cover';
const UPLOAD_PATHS: Record<CoachImageKind, string> = {
  picture: 'Coach/UploadProfilePicture',
  cover: 'Coach/UploadCoverImage',
};

/** POST Coach/UploadProfilePicture or Coach/UploadCoverImage (multipart userId + image); 201. */
export function useUploadCoachImage(kind: CoachImageKind) {
  const invalidate = useInvalidateProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('userId', String(userId()));
      form.append('image', file);
      return api<UploadedCoachImage>('POST', UPLOAD_PATHS[kind], form);
    },
    onSuccess: invalidate,
  });
}
