/**
 * The app's one data layer (README "One data layer"): a page's reads, their cache per API client, the
 * route loaders that start them, and the answers a server-rendered page carries. Boot and the share
 * pages' calls import the modules they need directly, to keep their chunks small.
 */
export { endpointCall, type RemoteCall } from './remote-call';
export {
  adoptRenderedAnswers,
  loadedAnswer,
  releaseLoaded,
  renderedAnswers,
  renderedWithoutSomeData,
} from './remote-cache';
export { isNetworkFailure, isNotFound, refusalCodeOf } from './remote-errors';
export { failureText, ReadFailure } from './read-failure';
export { renderedStateScript } from './rendered-state';
export { useRemote, type Remote } from './use-remote';
export { useComeBack } from './use-come-back';
export { loadRouteData, loadSessionRouteData, type RouteDataContext } from './route-data';
