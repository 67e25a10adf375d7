// A federation runtime plugin of the shell (ADR 0032): puts on the page what every remote's
// remoteEntry.js takes from the shell instead of carrying its own copy.
//  - runtime-core, under the global the federation plugin's externalRuntime option reads. Only
//    the names a remote's runtime imports from it, so the shell's copy can be tree-shaken (the
//    plugin's own provideExternalRuntime hands over the whole namespace, so none of it could).
//  - The stateless functions of the bundler runtime and the runtime's error descriptions (about
//    3 kB gzip of the shop's 8.6 kB entry, on the landing's path). What keeps per-bundle state (the
//    `federation` object, its share scope and options) stays in each bundle: see
//    bundler-runtime-from-shell.mjs and mf-runtime-esm.mjs's bundlerRuntimeFromShell().
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { runtimeDescMap } from '@module-federation/error-codes';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { BUNDLER_RUNTIME_GLOBAL, RUNTIME_CORE_GLOBAL } from './bundler-runtime-global.mjs';

// What @module-federation/runtime imports from runtime-core (a remote's runtime is that package),
// and `helpers`, which remotes built before the bundler runtime came from here still read. Named
// one by one, here and in the import: a namespace import or a lookup by name would keep every
// export of runtime-core in main.js.
globalThis[RUNTIME_CORE_GLOBAL] = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

globalThis[BUNDLER_RUNTIME_GLOBAL] = {
  attachShareScopeMap,
  consumes,
  getSharedFallbackGetter,
  init,
  initContainerEntry,
  initializeSharing,
  installInitialConsumes,
  runtimeDescMap,
};

export default function provideToRemotes() {
  return { name: 'bs-provide-to-remotes' };
}
