import { fromShell } from '../bundler-runtime-from-shell.mjs';

export const attachShareScopeMap = fromShell('attachShareScopeMap');
