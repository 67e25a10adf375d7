import { fromShell } from '../bundler-runtime-from-shell.mjs';

// The runtime's error descriptions, by code: the shell's table (its runtime reports the same
// errors). A remote's runtime only reports runtime errors; the build and type tables that the
// package also exports answer from the same table.
export const runtimeDescMap = fromShell('runtimeDescMap', true);
export { runtimeDescMap as buildDescMap, runtimeDescMap as errorDescMap, runtimeDescMap as typeDescMap };
