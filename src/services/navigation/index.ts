export { isBackVisit, markCurrentUrlAsBack, navigateForward, nextPageUrl } from './forward';
