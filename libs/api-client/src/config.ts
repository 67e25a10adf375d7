export interface ApiClientConfig {
  baseUrl: string;
  /** "user:password" of the fixed basic authorization header. It names the deployment; it is not a secret. */
  basicAuth: string;
  fetch: typeof fetch;
}

declare const process: { env: Record<string, string | undefined> } | undefined;

const buildTimeAuth = (() => {
  try {
    return process?.env.API_BASIC_AUTH;
  } catch {
    return undefined;
  }
})();

const config: ApiClientConfig = {
  baseUrl: '/api/v1',
  basicAuth: buildTimeAuth || 'benefit-store-web:public',
  fetch: (...args) => globalThis.fetch(...args),
};

export function configureApiClient(patch: Partial<ApiClientConfig>): void {
  Object.assign(config, patch);
}

export const getApiConfig = (): Readonly<ApiClientConfig> => config;
