// Test-only entry (`@bs/ui/testing`): never imported by browser code, it starts node:http servers.
import './setup';
export { startTestApi, ok, fieldErrors } from './test-api-server';
export type { TestApi, ApiRequest, ApiReply, ApiHandler } from './test-api-server';
export { renderScreen, resetSession } from './render-screen';
export type { RenderScreenOptions } from './render-screen';
export { withTestApi } from './with-test-api';
