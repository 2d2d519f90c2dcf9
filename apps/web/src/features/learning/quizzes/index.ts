/** What other features use from quizzes. */
export { QuizModal } from './quiz-modal';
