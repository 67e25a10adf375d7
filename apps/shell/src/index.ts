// The async boundary: the federation runtime negotiates the shared singletons before app code runs.
// Named so that the page can preload it beside main.js (tools/rspack/preload-chunks-plugin.mjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
