import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits in src/ (tsx, vitest) or is bundled into dist/main.js: either way one level
// below apps/api, so the same expression finds the app and the repository root.
const here = dirname(fileURLToPath(import.meta.url));
export const apiRoot = resolve(here, '..');
export const repoRoot = resolve(apiRoot, '../..');
