import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddTaskRequest, EditTaskRequest, TaskDay } from '@oola/domain';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

/** Query keys of the to-do list. */
export const todoKeys = {
  tasks: (userId: number) => ['todo', 'tasks', userId] as const,
};

const userId = () => getSession()?.userId ?? 0;

/** GET ToDoList/GetTasks: today and the next six days, each with its tasks. */
export function useTasks(enabled = true) {
  return useQuery({
    queryKey: todoKeys.tasks(userId()),
    enabled: enabled && userId() > 0,
    queryFn: () => api<TaskDay[]>('GET', 'ToDoList/GetTasks'),
  });
}

/** Every to-do write answers the refreshed list: it replaces the cached one. */
function useTaskWrite<TVariables>(request: (variables: TVariables) => Promise<TaskDay[]>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (days) => client.setQueryData(todoKeys.tasks(userId()), days),
  });
}

/** POST ToDoList/AddTask. */
export function useAddTask() {
  return useTaskWrite((task: AddTaskRequest) => api<TaskDay[]>('POST', 'ToDoList/AddTask', task));
}

/** PUT ToDoList/EditTask. */
export function useEditTask() {
  return useTaskWrite((task: EditTaskRequest) => api<TaskDay[]>('PUT', 'ToDoList/EditTask', task));
}

/** PUT ToDoList/CompleteTask/{id}. */
export function useCompleteTask() {
  return useTaskWrite((id: number) => api<TaskDay[]>('PUT', `ToDoList/CompleteTask/${id}`));
}

/** DELETE ToDoList/DeleteTask/{id}. */
export function useDeleteTask() {
  return useTaskWrite((id: number) => api<TaskDay[]>('DELETE', `ToDoList/DeleteTask/${id}`));
}
