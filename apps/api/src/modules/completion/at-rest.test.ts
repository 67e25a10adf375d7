import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, startTestApp, type TestCtx } from '../../../test/harness';
import { BANK, CARD, PERSON, walkEnrollment } from '../../../test/wizard';

/** Every row of every table of the public schema as text (when pg_dump is not usable). */
async function selectEverything(ctx: TestCtx): Promise<string> {
  const tables = await ctx.db.query<{ t: string }>(
    `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const { t } of tables) {
    const rows = await ctx.db.query<{ r: string }>(`SELECT (x.*)::text AS r FROM "${t}" x`);
    parts.push(`-- ${t}\n${rows.map((r) => r.r).join('\n')}`);
  }
  return parts.join('\n');
}

/** The database as pg_dump writes it (data and schema), or every table selected as text. */
async function dump(ctx: TestCtx, url: string | undefined): Promise<{ how: string; text: string }> {
  if (url) {
    try {
      const { stdout } = await promisify(execFile)('pg_dump', ['--no-owner', url], {
        maxBuffer: 256 * 1024 * 1024,
      });
      return { how: 'pg_dump', text: stdout };
    } catch {
      // pg_dump missing or of another major version than the server: read the tables instead.
    }
  }
  return { how: 'select', text: await selectEverything(ctx) };
}

/** A value standing alone (not inside a longer run of digits or base64). */
const alone = (v: string) => new RegExp(`(?<![A-Za-z0-9+/=_-])${v}(?![A-Za-z0-9+/=_-])`);

for (const driver of DRIVERS) {
  describe(`sensitive values at rest after full enrollments [${driver}]`, () => {
    let app: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      app = await startTestApp(driver);
    }, 120_000);
    afterAll(async () => {
      await app?.close();
    });

    it('finds no SSN, card number, account number or security code in clear', async () => {
      const code = '4826';
      // Four digits may stand for something else (a price in cents): count them before and after.
      const count = (text: string) => text.match(new RegExp(alone(code).source, 'g'))?.length ?? 0;
      const before = count((await dump(app.ctx, app.url)).text);
      await walkEnrollment(app.ctx, {
        ssn: PERSON.ssn,
        billing: 'cc',
        cardOverride: { card_number: '378282246310005', security_code: code },
      });
      await walkEnrollment(app.ctx, { ssn: PERSON.ssn, billing: 'eft' });
      const { how, text } = await dump(app.ctx, app.url);
      expect(how).toBe(driver === 'pg' ? 'pg_dump' : 'select');
      // The dump did find the enrollments (so an empty dump cannot pass).
      expect(text).toContain('xxxxxx0005');
      expect(text).toContain('xxxxx1012');
      for (const secret of [
        PERSON.ssn,
        '523456789',
        CARD.card_number,
        '378282246310005',
        BANK.account_number,
      ])
        expect(text, secret).not.toContain(secret);
      expect(count(text)).toBe(before);
      expect(text).not.toContain('security_code');
    }, 120_000);
  });
}
