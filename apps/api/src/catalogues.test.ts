import { join, relative } from 'node:path';
import { calls, type CallSchemas } from '@bs/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findTexts, sourceFiles } from '../test/scan-messages';
import { CATALOGUE } from './seed/catalogue';
import { toFieldErrors, type ValidationIssue } from './http/validation';
import { repoRoot } from './paths';
import { messages } from './i18n/messages';
import { SPANISH, SPANISH_FILES } from './catalogues';
import { mergeCatalogues } from './i18n/merge-catalogues';
import { placeholdersOf } from './i18n/translate';

const SRC = join(repoRoot, 'apps/api/src');
const CONTRACT = join(repoRoot, 'libs/contract/src');

/**
 * Sentence-like texts in the server's code that never reach a person of the store, with why.
 * Anything else that reads like a sentence must have a Spanish entry.
 */
const NOT_MESSAGES: Record<string, string> = {
  // web/store-unavailable.ts: the disabled store's page carries both languages itself (ADR 0011).
  'This store is not available': 'store-unavailable page, English half (Spanish beside it)',
  'The store you are looking for is not available at the moment. Your information is kept safe.':
    'store-unavailable page, English half (Spanish beside it)',
  'If you need help with your benefits, please contact the person who sent you this link.':
    'store-unavailable page, English half (Spanish beside it)',
  'Esta tienda no está disponible': 'store-unavailable page, Spanish half',
  'La tienda que busca no está disponible en este momento. Su información se conserva de forma segura.':
    'store-unavailable page, Spanish half',
  'Si necesita ayuda con sus beneficios, comuníquese con la persona que le envió este enlace.':
    'store-unavailable page, Spanish half',
  'Benefit Store <no-reply@benefit-store.example>': 'MAIL_FROM default (an address)',
  'Liberation Sans': 'the ID card font family (modules/id-cards/card-png.ts), a name',
  'Basic realm="benefit-store"': 'WWW-Authenticate header value',
  'Benefit Store API': 'OpenAPI title (developer documentation)',
  'Every answer is `{status, data}`; errors carry `[{target_element, error_message}]`.':
    'OpenAPI description (developer documentation)',
  'Benefit Store API listening on {} (api {}/api/v1, docs {}/api/docs, db {})': 'start-up log line',
  'Benefit Store': 'fallback brand name of a mail (a name, not a sentence)',
  'Arial, Helvetica, sans-serif': 'CSS font list',
  'Accept-Language, Cookie': 'Vary header value',
  '{} is not valid JSON': 'start-up configuration error (REMOTES_JSON/REMOTES_FILE) for operators',
  '{} must be a JSON object of remote name -> URL': 'start-up configuration error for operators',
  'RETENTION_TIME must be HH:MM (UTC), e.g. 03:30': 'start-up configuration error for operators',
  '{}: "{}" must be an http(s) URL or a root-relative path': 'start-up configuration error for operators',
  'The shell is not built (set SHELL_DIST or build apps/shell). API docs:':
    'web/index.ts page for developers running the API without a web build',
  '/api/docs': 'a link text that is an address',
  'The PGlite data directory {} is in use by another process: pid {}':
    'start-up refusal for operators (console)',
  'PGlite allows one process per data directory. To run a second copy, give it its own directory ':
    'start-up refusal for operators (console)',
  'Could not take the lock {} for the PGlite data directory; try again.': 'start-up refusal for operators',
  'The API did not stop within {} s after {}; exiting anyway.': 'shutdown log line for operators',
  'The API could not stop cleanly:': 'shutdown log line for operators',
  'Migrations not applied yet: {}.': 'readiness probe detail for load balancers and operators',
  'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n{}': 'raw HTTP header lines',
  'usage: npm run routing:load -- <FedACH directory file>': 'routing:load command line usage for operators',
  'loaded {} routing numbers from {}': 'routing:load console output for operators',
  'skipped lines {} (bad checksum or no name)': 'routing:load console output for operators',
  'routing directory not found (looked in {})': 'start-up error for operators',
  'TRUST_PROXY={} would trust every X-Forwarded-For entry, so a client could choose its own address and escape the per-address limits. ':
    'start-up refusal for operators (console)',
  'Set the number of proxies in front of the API (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5).':
    'start-up refusal for operators (console)',
  'TRUST_PROXY has {}, which is not a hop count, an IP address or a CIDR range (e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8,192.168.1.5).':
    'start-up refusal for operators (console)',
  'MAIL_PAGE=1 with NODE_ENV=production: the mail page shows sign-in links, reset codes and receipts to anyone. Unset MAIL_PAGE and set SMTP_URL.':
    'start-up refusal for operators (console)',
  'RELEASE_TOKEN is shorter than 32 characters: anyone who guesses it can switch what every store loads. Use openssl rand -base64 32.':
    'start-up refusal for operators (console)',
  'EDI 834 nightly export failed': 'log line for operators',
};
/** Words Spanish writes exactly as English does. */
const SAME_IN_SPANISH = new Set(['COBRA', 'No']);
/** Whole files that are not part of the store people use. */
const SKIPPED = [
  // The local /mail outbox page is a developer aid (only with MAIL_PAGE=1), English only.
  'modules/mail/mail-page.route.ts',
  // What a person signs is written in both languages in the file itself and versioned (ADR 0009).
  'kernel/agreement/agreement-texts.ts',
  'kernel/catalogue/membership-fee.ts',
  // OpenAPI operation descriptions and links: developer documentation, English only.
  'http/docs-rules.ts',
  'http/call-tags.ts',
  // SQL text, not a message.
  'kernel/catalogue/facts-sql.ts',
  // The demo catalogue is content; its decline and blackout messages are checked below from the data.
  'seed',
];

const shape = (s: string) => s.replace(/\{\w*\}/g, '{}');
const translated = (m: string) => messages.translate(m, 'es') !== m;

describe('every server message has a Spanish translation', () => {
  it('texts in the API code and in the contract schemas', () => {
    const files = [
      ...sourceFiles(
        SRC,
        // A module's calls table holds its OpenAPI documentation: developer text, English only.
        (p) => SKIPPED.some((s) => relative(SRC, p) === s) || /(messages\.es|\.calls)\.ts$/.test(p),
      ),
      ...sourceFiles(CONTRACT, () => false),
    ];
    const keys = new Set(Object.keys(SPANISH).map(shape));
    const found = findTexts(files, repoRoot);
    expect(found.length).toBeGreaterThan(100);
    const missing = found
      .filter((f) => !(f.text in NOT_MESSAGES) && !keys.has(shape(f.text)) && !translated(f.text))
      .map((f) => `${f.file}:${f.line} (${f.why}) ${f.text}`);
    expect(missing, 'add these to the messages.es.ts of the module (or NOT_MESSAGES with a reason)').toEqual(
      [],
    );
  });

  it('decline and blackout messages of the demo catalogue', () => {
    const texts = CATALOGUE.flatMap((p) => [
      ...(p.knock_out ? [p.knock_out.decline_message] : []),
      ...(p.rules?.blackout ? [p.rules.blackout.message] : []),
    ]);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts.filter((m) => !messages.has(m, 'es'))).toEqual([]);
  });

  it("validation messages the contract's schemas produce for bad input, zod's own included", () => {
    const bad: unknown[] = [
      undefined,
      '',
      '   ',
      'x',
      '-1',
      '1.5',
      'NaN',
      '99999999999999999999999',
      'A'.repeat(5000),
      'A'.repeat(2_800_001),
      -1,
      1.5,
      true,
      null,
      {},
      [],
      ['x'],
      Array.from({ length: 120 }, () => ({})),
    ];
    const nested = [
      [{ question_id: 'x', yes_no_flag: 'x', who: 1, checkbox_answers: ['x'], detail: [{ dot_from: 1 }] }],
      [{ question_id: 1, detail: [{}, {}, {}], checkbox_answers: Array(51).fill(1) }],
    ];
    const produced = new Set<string>();
    const collect = (schema: z.ZodType, input: unknown) => {
      const result = schema.safeParse(input);
      if (result.success) return;
      const issues: ValidationIssue[] = result.error.issues.map(({ path, code, message, ...params }) => ({
        keyword: code,
        instancePath: `/${path.join('/')}`,
        message,
        params,
      }));
      for (const f of toFieldErrors(issues, input)) produced.add(f.error_message);
    };
    for (const schemas of Object.values(calls) as CallSchemas[]) {
      for (const schema of [schemas.query, schemas.body, schemas.params]) {
        if (!(schema instanceof z.ZodObject)) continue;
        collect(schema, 'not an object');
        for (const key of Object.keys(schema.shape)) {
          for (const value of [...bad, ...nested]) collect(schema, { [key]: value });
        }
      }
    }
    expect(produced.size).toBeGreaterThan(20);
    expect([...produced].filter((m) => !translated(m))).toEqual([]);
    // zod's type names inside a translated sentence are translated too.
    const leftEnglish = /\b(expected|received|string|number|int|array|object|boolean|record)\b/;
    expect([...produced].map((m) => messages.translate(m, 'es')).filter((m) => leftEnglish.test(m))).toEqual(
      [],
    );
  });
});

describe('the Spanish catalogues', () => {
  it('keep the placeholders of the English text, and say something else than English', () => {
    const problems = Object.entries(SPANISH_FILES).flatMap(([file, catalogue]) =>
      Object.entries(catalogue).flatMap(([english, spanish]) => {
        const a = placeholdersOf(english).sort().join(',');
        const b = placeholdersOf(spanish).sort().join(',');
        if (a !== b) return [`${file}: "${english}" has {${a}} but the Spanish has {${b}}`];
        if (!spanish.trim() || (spanish === english && !SAME_IN_SPANISH.has(english)))
          return [`${file}: "${english}" is not translated`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('are all listed in catalogues.ts, and only existing files are', () => {
    const onDisk = sourceFiles(SRC, () => false)
      .filter((p) => /(^|[/.])messages\.es\.ts$/.test(p))
      .map((p) => relative(SRC, p))
      .sort();
    expect(Object.keys(SPANISH_FILES).sort()).toEqual(onDisk);
  });

  it('refuse two different translations of one text', () => {
    expect(() => mergeCatalogues({ a: { Hello: 'Hola' }, b: { Hello: 'Buenas' } })).toThrow(
      /"Hello" has two translations \(a and b\)/,
    );
    expect(mergeCatalogues({ a: { Hello: 'Hola' }, b: { Hello: 'Hola' } })).toEqual({ Hello: 'Hola' });
  });
});
