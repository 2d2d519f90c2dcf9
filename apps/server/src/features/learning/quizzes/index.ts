/** What other features use from quizzes. */
export { quizOptionId, quizQuestionId } from './quiz-ids.js';
