// Test-only entry (`@bs/ui/testing`): never imported by browser code. The loopback API server the
// screens talk to lives with the api-client (`@bs/api-client/testing`): libs/ui fetches nothing.
import './setup';
export { renderScreen, resetSession } from './render-screen';
export type { RenderScreenOptions } from './render-screen';
