import { fromShell } from '../bundler-runtime-from-shell.mjs';

export const initContainerEntry = fromShell('initContainerEntry');
