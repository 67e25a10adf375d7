import { fromShell } from '../bundler-runtime-from-shell.mjs';

export const initializeSharing = fromShell('initializeSharing');
