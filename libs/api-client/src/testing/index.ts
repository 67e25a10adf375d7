// Test-only entry (`@bs/api-client/testing`): never imported by browser code, it starts node:http
// servers answering like /api/v1 and points the api-client at them.
export { startTestApi, ok, fieldErrors } from './test-api-server';
export type { TestApi, ApiRequest, ApiReply, ApiHandler } from './test-api-server';
export { withTestApi } from './with-test-api';
