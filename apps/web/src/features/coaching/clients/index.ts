/** What other features use from coach-clients. */
export { useMyClients } from './api';
export { ClientList } from './client-list';
export { MyStats } from './my-stats';
