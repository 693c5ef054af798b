export { remainingMs, useCountdown } from './use-countdown';
