import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { API_PORT } from './servers';

/** The rule sets of WCAG 2.0 and 2.1, levels A and AA: what the store promises to hold. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
// The repository's axe-core (root devDependency), not the older copy @axe-core/playwright bundles:
// its rules are the ones the store is held to (e.g. label-content-name-mismatch is no longer
// experimental there, so the WCAG tags select it).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Language = 'en' | 'es';
export const LANGUAGES: Language[] = ['en', 'es'];
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** One line per failing node: the rule, its impact, where, and axe's hint, so the report says what to fix. */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `[${v.impact}] ${v.id} at ${n.target.map(String).join(' >> ')}: ${v.help}` +
        (n.failureSummary ? ` (${n.failureSummary.replace(/\s*\n\s*/g, ' ')})` : ''),
    ),
  );
}

/**
 * axe on the page as it is now. AxeBuilder injects axe's 500 KB source and runs its cross-frame
 * protocol on every call (about 1 s each on this machine); the store renders no iframes, so axe is
 * injected once per document and run directly (about 0.2 s), which keeps hundreds of checks cheap.
 * A page with frames still goes through AxeBuilder.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const frames = await page.evaluate(() => document.querySelectorAll('iframe, frame').length);
  if (frames > 0) return new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_21_AA).analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (ctx: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values }, resultTypes: ['violations'] },
      ),
    WCAG_21_AA,
  );
}

/** The serious and critical WCAG 2.1 A/AA violations of the page as it is now, one line per node. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page);
  return describeViolations(results.violations.filter((v) => BLOCKING.has(v.impact ?? '')));
}

/**
 * Runs axe on the page as it is now (popups included), at the desktop and at the phone width in
 * turn (the same state, re-laid out), and records a soft failure listing every serious or critical
 * WCAG 2.1 A/AA violation, so one test reports all of its states at once.
 */
export async function checkA11y(
  page: Page,
  state: string,
  sizes: readonly ViewportName[] = Object.keys(VIEWPORTS) as ViewportName[],
): Promise<void> {
  const before = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(VIEWPORTS[size]);
    expect
      .soft(await blockingViolations(page), `axe, WCAG 2.1 A/AA, serious or critical: ${state} (${size})`)
      .toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}

/** Sets the language cookie (`bs_lang`), as the header's switch leaves it, before the first navigation. */
export async function setLanguageCookie(context: BrowserContext, lang: Language): Promise<void> {
  await context.addCookies([{ name: 'bs_lang', value: lang, url: `http://localhost:${API_PORT}` }]);
}

/** The page really is in the language asked for (so a check in Spanish does not silently run in English). */
export async function expectLanguage(page: Page, lang: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
}
