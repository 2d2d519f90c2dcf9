/** What other features use from todo. */
export { TodoList } from './todo-list';
