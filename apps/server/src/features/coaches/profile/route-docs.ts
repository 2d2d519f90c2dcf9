/** What every coach-profile route shares in its OpenAPI description. */
export const COACH_TAGS = ['Coach profile'];
export const COACH_ONLY =
  "Only an active coach may call it (403 otherwise, before anything is read); a userId not the caller's is a 403.";
