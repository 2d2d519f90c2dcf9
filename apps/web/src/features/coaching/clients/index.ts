/** What the rest of coaching uses from clients (../index.ts passes on what other features use). */
export { useMyClients } from './api';
export { ClientList } from './client-list';
export { MyStats } from './my-stats';
