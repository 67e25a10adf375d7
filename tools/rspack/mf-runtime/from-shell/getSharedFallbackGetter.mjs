import { fromShell } from '../bundler-runtime-from-shell.mjs';

export const getSharedFallbackGetter = fromShell('getSharedFallbackGetter');
