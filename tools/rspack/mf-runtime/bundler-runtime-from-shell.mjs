// In a remote's production build, the modules of the federation's bundler runtime that hold only
// functions (and the runtime's table of error descriptions) are replaced by the one-line modules
// of from-shell/ (mf-runtime-esm.mjs, bundlerRuntimeFromShell): each call goes to the shell's copy
// (provide-to-remotes.mjs). Looked up at use, so the order in which the scripts ran does not
// matter. A remote built this way needs the shell, as it already does for runtime-core
// (externalRuntime); its standalone and dev builds keep their own copies.
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

function provided(name) {
  const value = globalThis[BUNDLER_RUNTIME_GLOBAL]?.[name];
  if (!value) throw new Error(`Module federation: the shell did not provide the bundler runtime's ${name}`);
  return value;
}

/**
 * The shell's `name`: a function that calls it, or (`table`) an object that reads it.
 * @param {string} name
 * @param {boolean} [table]
 */
export function fromShell(name, table = false) {
  if (table) return new Proxy({}, { get: (_target, key) => provided(name)[key] });
  return (...args) => provided(name)(...args);
}
