export { endpointCall, endpointFieldCall, type RemoteCall } from './remote-call';
export { adoptRenderedAnswers, endTakeOver, preloadRemote, renderedAnswers, type RenderedAnswer } from './remote-cache';
export { isNetworkFailure, isNotFound, refusalCodeOf } from './remote-errors';
export { renderedStateScript, takeRenderedState, type RenderedState } from './rendered-state';
export { useRemote, type Remote, type RemoteState } from './use-remote';
export { loadRouteData, type RouteDataContext } from './route-data';
