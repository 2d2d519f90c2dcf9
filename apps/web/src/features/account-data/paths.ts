/** Where the account-data section has a page of its own. */
export const ACCOUNT_DATA_PATH = '/Dashboard/Account/Data';
export const PENDING_DELETIONS_PATH = '/support/deletions';
