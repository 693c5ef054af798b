/**
 * One piece of shared content (kernel/data): each page's own call is in calls/, so a page's chunk carries only its own
 * contract.
 */
export { endpointFieldCall as shareContentCall, type RemoteCall as ShareContentCall } from '@/kernel/data/remote-call';
