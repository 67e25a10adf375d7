// The JS a full walk through the enrollment wizard downloads, read from the wizard's chunk graph:
// compiles it once more through rspack's Node API (into a temporary folder; dist/ is untouched),
// then follows what the shell loads: remoteEntry.js, the exposed routes module, the wizard screen,
// each step in order and the step picture's html2canvas. The remote's own copies of the shared
// packages (its standalone fallbacks) are left out: under the shell, the shell's copies are used.
// Sizes are brotli (what the API serves to a browser that accepts it) and gzip, per file, each file
// counted once. bench:bundle prints it (issue 31: a full walk <= 150 kB of JS after the cart).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';

const repo = new URL('../../../', import.meta.url).pathname;

/** What a walk loads, in order: [label, the import's request as written in the source, or a chunk's name]. */
const WALK = [
  ['exposed ./routes', '__federation_expose_routes'],
  ['wizard screen', './features/frame/wizard-screen'],
  ['personal info', './features/personal-info/personal-info-step'],
  ['contact info', './features/contact-info/contact-info-step'],
  ['employer info', './features/employer-info/employer-info-step'],
  ['beneficiaries', './features/beneficiary-info/beneficiary-info-step'],
  ['health questions', './features/health-questions/health-questions-step'],
  ['dependents', './features/dependent-info/dependent-info-step'],
  ['review', './features/review/review-step'],
  ['agreement', './features/agreement/agreement-step'],
  ['billing', './features/billing/billing-step'],
  ['step picture', 'html2canvas'],
];

/**
 * @returns {Promise<{ steps: { label: string, files: string[], br: number, gz: number }[],
 *   total: { br: number, gz: number, files: number }, duplicated: { name: string, chunks: number }[] }>}
 */
export async function wizardWalk() {
  const prevEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const { default: config } = await import(join(repo, 'apps/enrollment-wizard/rspack.config.mjs'));
  process.env.NODE_ENV = prevEnv;
  const out = mkdtempSync(join(tmpdir(), 'bs-bench-wizard-'));
  config.output.path = out;
  const stats = await new Promise((resolve, reject) =>
    rspack(config).run((err, s) => (err ? reject(err) : resolve(s))),
  );
  const json = stats.toJson({ chunks: true, chunkOrigins: true, chunkModules: true, modules: false });
  const size = new Map();
  const sizeOf = (file) => {
    if (!size.has(file)) {
      const buf = readFileSync(join(out, file));
      size.set(file, { br: brotliCompressSync(buf).length, gz: gzipSync(buf, { level: 9 }).length });
    }
    return size.get(file);
  };
  const fallback = (c) => (c.idHints ?? []).includes('sharedFallbacks');
  const jsOf = (c) => (c.files ?? []).filter((f) => f.endsWith('.js'));
  const loaded = new Set(['remoteEntry.js']);
  const steps = [{ label: 'remoteEntry.js', files: ['remoteEntry.js'], ...sizeOf('remoteEntry.js') }];
  for (const [label, request] of WALK) {
    const chunks = json.chunks.filter(
      (c) =>
        !c.initial &&
        !fallback(c) &&
        ((c.names ?? []).includes(request) || (c.origins ?? []).some((o) => o.request === request)),
    );
    const files = chunks.flatMap(jsOf).filter((f) => !loaded.has(f));
    for (const f of files) loaded.add(f);
    const sum = files.reduce((a, f) => ({ br: a.br + sizeOf(f).br, gz: a.gz + sizeOf(f).gz }), {
      br: 0,
      gz: 0,
    });
    steps.push({ label, files, ...sum });
  }
  const total = steps.reduce((a, s) => ({ br: a.br + s.br, gz: a.gz + s.gz }), { br: 0, gz: 0 });
  // Modules that more than one walked chunk carries (each copy downloaded again).
  const walked = json.chunks.filter((c) => jsOf(c).some((f) => loaded.has(f)));
  const copies = new Map();
  for (const c of walked) for (const m of c.modules ?? []) copies.set(m.name, (copies.get(m.name) ?? 0) + 1);
  const duplicated = [...copies]
    .filter(([, n]) => n > 1)
    .map(([name, chunks]) => ({ name, chunks }))
    .sort((a, b) => b.chunks - a.chunks);
  return { steps, total: { ...total, files: loaded.size }, duplicated };
}
