export { apiCall, buildUrl, dropEmpty } from './api-call';
export type { CallArgs } from './api-call';
export { configureApiClient, getApiConfig } from './config';
export type { ApiClientConfig } from './config';
export { ApiFieldError, ApiNetworkError, isFieldError } from './errors';
export { notify, subscribeNotifications } from './notifications';
export type { Notification, NotificationTitle } from './notifications';
export {
  callKey,
  callQueryOptions,
  getCartCountQueryOptions,
  getHeldPlansQueryOptions,
  getPlanCartQueryOptions,
  invalidateCart,
} from './query-options';
