/** What other features use from oola-scores. */
export { oolaScoresQuery } from './api';
export { OolaScore } from './oola-score';
