import { useState } from 'react';
import { leadSchema, type Lead } from '@oola/domain';

export interface LeadValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
}

export type LeadErrors = Partial<Record<keyof LeadValues, string>>;

const EMPTY: LeadValues = { firstName: '', lastName: '', emailAddress: '', phoneNumber: '' };

/** The lead form's values and errors, checked with the server's own schema. */
export function useLeadForm() {
  const [values, setValues] = useState<LeadValues>(EMPTY);
  const [errors, setErrors] = useState<LeadErrors>({});

  const field = (name: keyof LeadValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  /** The parsed lead, or null after showing the errors. */
  const validate = (ambassadorsName: string | null): Lead | null => {
    const parsed = leadSchema.safeParse({ ...values, ambassadorsName });
    if (parsed.success) return parsed.data;
    const next: LeadErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof LeadValues;
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  };

  return { values, field, validate };
}
