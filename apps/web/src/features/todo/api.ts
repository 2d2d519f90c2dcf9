import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddTaskRequest, EditTaskRequest, Task, TaskDay } from '@oola/domain';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';
import { plannedDate, QUEUED, writeOrQueue, type Queued } from '../offline';

/** Query keys of the to-do list. */
export const todoKeys = {
  tasks: (userId: number) => ['todo', 'tasks', userId] as const,
};

const userId = () => getSession()?.userId ?? 0;

/** GET ToDoList/GetTasks: today and the next six days, each with its tasks. */
export const tasksQuery = (id: number) =>
  queryOptions({
    queryKey: todoKeys.tasks(id),
    queryFn: () => api<TaskDay[]>('GET', 'ToDoList/GetTasks'),
  });

export function useTasks(enabled = true) {
  return useQuery({ ...tasksQuery(userId()), enabled: enabled && userId() > 0 });
}

/** Every to-do write answers the refreshed list: it replaces the cached one (a write kept offline answers none). */
function useTaskWrite<TVariables>(
  request: (variables: TVariables) => Promise<TaskDay[] | Queued>,
  worksOffline = false,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    // A write that keeps itself on the device runs offline instead of pausing.
    networkMode: worksOffline ? 'always' : 'online',
    onSuccess: (days) => {
      if (days !== QUEUED) client.setQueryData(todoKeys.tasks(userId()), days);
    },
  });
}

/** POST ToDoList/AddTask; kept on the device while offline, for the date it was planned on. */
export function useAddTask() {
  return useTaskWrite(
    ({ task, today }: { task: AddTaskRequest; today: string }) =>
      writeOrQueue<TaskDay[]>({
        kind: 'add-task',
        method: 'POST',
        path: 'ToDoList/AddTask',
        body: { ...task },
        day: today,
        taskDate: plannedDate(today, Number(task.dayNumber)),
        label: task.text,
      }),
    true,
  );
}

/** PUT ToDoList/EditTask. */
export function useEditTask() {
  return useTaskWrite((task: EditTaskRequest) => api<TaskDay[]>('PUT', 'ToDoList/EditTask', task));
}

/** PUT ToDoList/CompleteTask/{id}; kept on the device while offline. */
export function useCompleteTask() {
  return useTaskWrite(
    ({ task, today }: { task: Task; today: string }) =>
      writeOrQueue<TaskDay[]>({
        kind: 'complete-task',
        method: 'PUT',
        path: `ToDoList/CompleteTask/${task.id}`,
        day: today,
        label: task.text,
        targetId: task.id,
      }),
    true,
  );
}

/** DELETE ToDoList/DeleteTask/{id}. */
export function useDeleteTask() {
  return useTaskWrite((id: number) => api<TaskDay[]>('DELETE', `ToDoList/DeleteTask/${id}`));
}
