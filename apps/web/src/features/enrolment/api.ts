import { useMutation } from '@tanstack/react-query';
import type { Session, SignUpInput } from '@oola/domain';
import { api } from '../../lib/api';

export function useSignUp() {
  return useMutation({ mutationFn: (body: SignUpInput) => api<Session>('POST', 'Enrollment/SignUp', body) });
}
