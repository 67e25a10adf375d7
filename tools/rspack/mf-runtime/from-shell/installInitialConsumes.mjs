import { fromShell } from '../bundler-runtime-from-shell.mjs';

export const installInitialConsumes = fromShell('installInitialConsumes');
