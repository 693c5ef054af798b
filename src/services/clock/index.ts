export { createServerClock, type ClockReading, type ServerClock } from './server-clock';
