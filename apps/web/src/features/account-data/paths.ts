/** The My account page, whose last section is the account-data one. */
export const ACCOUNT_DATA_PATH = '/account';
export const PENDING_DELETIONS_PATH = '/support/deletions';
