export { createServerClock, type ServerClock } from './server-clock';
