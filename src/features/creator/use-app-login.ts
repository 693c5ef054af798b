import { useRealNameLogin, type RealNameLogin } from '@/kernel/session/use-real-name-login';
import { creatorConfig } from './creator-config';

/**
 * Inside the app: the app's own login (the kernel's real-name login), then the page loads again and
 * starts as the app's user (src/kernel/session/app-user.ts). Creator tools need nothing more than
 * that account, and their state (a clone's draft) belongs to the user the page started with.
 */
export function useAppLogin(): RealNameLogin {
  return useRealNameLogin({ entrance: creatorConfig.entrance, afterLogin: 'reload' });
}
