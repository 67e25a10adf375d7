import { fromShell } from '../bundler-runtime-from-shell.mjs';

export const init = fromShell('init');
