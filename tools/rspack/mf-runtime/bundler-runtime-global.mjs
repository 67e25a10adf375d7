/** Where the shell puts the bundler runtime's stateless functions for the remotes. */
export const BUNDLER_RUNTIME_GLOBAL = '_BS_FEDERATION_BUNDLER_RUNTIME';
/** Where a remote built with the federation plugin's externalRuntime option reads runtime-core. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
