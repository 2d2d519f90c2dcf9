/** Login constants without zod, so pages that only need these do not load the schema library. */

/** loginType: 1 phone, 2 customer id, 3 email. */
export const LOGIN_TYPE = { phone: 1, customerId: 2, email: 3 } as const;

export const PHONE_PATTERN = /^(\d{3}-\d{3}-\d{4}|\d{10})$/;
export const PHONE_HINT = '111-111-1111';
