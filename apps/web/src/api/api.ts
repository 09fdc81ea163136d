import { appConfig } from '../lib/environment';
import { createApiClient } from './apiClient';

let unauthorized: () => void = () => {};

/** Set once by the app so a 401 anywhere sends the user to login, without the client knowing the router. */
export const setUnauthorizedHandler = (handler: () => void) => {
  unauthorized = handler;
};

export const api = createApiClient({
  baseUrl: appConfig().services.api,
  onUnauthorized: () => unauthorized(),
});
