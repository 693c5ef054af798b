export { IS_BACK_PARAM, isBackVisit, markCurrentUrlAsBack, navigateForward, nextPageUrl, type ForwardDeps, type QueryInput } from './forward';
