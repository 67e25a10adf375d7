// Shared vitest setup for libs/ui and every remote: jest-dom matchers and a clean DOM per test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n } from '@bs/i18n';

// Screens talk to a real loopback server and lazy-load their chunks; on a busy 2-core machine
// (CI runs API suites beside these) that can take longer than testing-library's 1 s default (seen: over 5 s under load).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// Spanish catalogues load on demand (a chunk each in the browser); fetch those the test file's
// imports registered, so a test that switches to Spanish renders it at once, as a page does
// once they arrived. Screens a test loads later fetch theirs as a Spanish page does.
beforeAll(() => i18n.load('es'));
