import { errorResponseSchema } from '@oola/domain';

/** The error answers a signed-in call documents: bad input, no token, not allowed, not found. */
export const signedInErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The same, and 409 for a business rule the member broke. */
export const signedInErrorsWithConflict = { ...signedInErrors, 409: errorResponseSchema };
