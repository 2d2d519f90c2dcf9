/** What other features use from quizzes. */
export { passedQuizzes } from './attempts.js';
export { quizOptionId, quizQuestionId } from './quiz-ids.js';
