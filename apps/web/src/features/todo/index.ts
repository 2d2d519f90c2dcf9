/** What other features use from todo. */
export { tasksQuery, useTasks } from './api';
export { TodoList } from './todo-list';
