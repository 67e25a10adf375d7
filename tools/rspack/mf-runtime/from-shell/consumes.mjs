import { fromShell } from '../bundler-runtime-from-shell.mjs';

export const consumes = fromShell('consumes');
