import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter';

/** One journey's outcome in a run, as `npm run e2e:repeat` collects them (E2E_SUMMARY_FILE). */
export interface JourneyOutcome {
  name: string;
  /** expected, unexpected (failed), flaky (failed, then passed on a retry) or skipped. */
  outcome: ReturnType<TestCase['outcome']>;
  /** Seconds over all its attempts. */
  seconds: number;
  /** The first line of each failed attempt's error. */
  errors: string[];
}

const SLOWEST = 15;

/**
 * After the list reporter's lines: the slowest journeys, the sum of the journeys' own time against
 * the run's wall time (the gain of the parallel workers), and every journey that failed or needed a
 * retry, so a green run with a flaky journey still says so. E2E_SUMMARY_FILE, when set, receives
 * every journey's outcome as JSON (for the repeat runs).
 */
export default class DurationsReporter implements Reporter {
  private started = Date.now();
  private root = '';
  private tests: TestCase[] = [];

  onBegin(config: FullConfig, suite: Suite) {
    this.started = Date.now();
    this.root = config.rootDir;
    this.tests = suite.allTests();
  }

  private name(test: TestCase) {
    const [, , file, ...rest] = test.titlePath();
    return [relative(this.root, test.location.file) || file, ...rest].join(' › ');
  }

  private outcomes(): JourneyOutcome[] {
    return this.tests
      .filter((t) => t.results.length)
      .map((t) => ({
        name: this.name(t),
        outcome: t.outcome(),
        seconds: t.results.reduce((s, r) => s + r.duration, 0) / 1000,
        errors: t.results
          .filter((r) => r.status !== 'passed' && r.status !== 'skipped')
          .map((r) => `${r.status}: ${(r.error?.message ?? '').split('\n')[0]}`),
      }));
  }

  onEnd() {
    const all = this.outcomes();
    if (!all.length) return; // --list, or nothing ran
    const wall = (Date.now() - this.started) / 1000;
    const sum = all.reduce((s, o) => s + o.seconds, 0);
    const lines = [`\nSlowest ${Math.min(SLOWEST, all.length)} of ${all.length} journeys:`];
    for (const o of [...all].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST))
      lines.push(`${o.seconds.toFixed(1).padStart(7)}s  ${o.name}`);
    lines.push(
      `Journeys: ${sum.toFixed(0)}s of test time in ${wall.toFixed(0)}s of wall time ` +
        `(${(sum / Math.max(wall, 1)).toFixed(2)}x)`,
    );
    const troubled = all.filter((o) => o.outcome === 'unexpected' || o.outcome === 'flaky');
    for (const o of troubled)
      lines.push(`${o.outcome === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED'}: ${o.name}`);
    console.log(lines.join('\n'));
    if (process.env.E2E_SUMMARY_FILE)
      writeFileSync(process.env.E2E_SUMMARY_FILE, JSON.stringify({ wall, journeys: all }, null, 2));
  }

  printsToStdio() {
    return true;
  }
}
