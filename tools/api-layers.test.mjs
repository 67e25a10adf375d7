import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLayers, fileImports, layerOf, summarize } from './lib/api-layers.mjs';

const trees = [];
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway apps/api/src with the given files (path -> source); removed after the tests. */
function srcTree(files) {
  const root = mkdtempSync(join(tmpdir(), 'api-layers-'));
  trees.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const layered = {
  'main.ts': "import { buildApp } from './app';\n",
  'app.ts': "import { callTable } from './calls';\nimport { createDb } from './db';\n",
  'calls.ts': "import { cartCalls } from './modules/cart/cart.calls';\n",
  'modules/cart/cart.calls.ts': "import { getCart } from './get-cart.handler';\n",
  'config.ts': 'export const config = {};\n',
  'db/index.ts': "import { config } from '../config';\n",
  'modules/cart/get-cart.handler.ts':
    "import { cartLines } from '../../kernel/cart/cart.repository';\nimport type { Handler } from '../../kernel/handler';\n",
  'modules/cart/cart.test.ts': "import { buildApp } from '../../app';\n",
  'kernel/handler.ts': "import type { Db } from '../db';\n",
  'kernel/cart/cart.repository.ts':
    "import { requireEnrollment } from '../enrollment/enrollment.repository';\n",
  'kernel/enrollment/enrollment.repository.ts': "import type { Queryable } from '../../db';\n",
  'seed/index.ts': "import { hashCode } from '../kernel/crypto/code-hash';\n",
  'kernel/crypto/code-hash.ts': 'export const hashCode = () => 1;\n',
};

describe('the layers of apps/api/src', () => {
  it('places files in layers by folder', () => {
    expect(
      ['main.ts', 'config.ts', 'modules/cart/x.ts', 'seed/a.ts', 'kernel/cart/x.ts', 'db/pg.ts'].map(layerOf),
    ).toEqual(['root', 'platform', 'feature', 'seed', 'kernel', 'platform']);
  });

  it('accepts imports down the layers (tests may build the app)', () => {
    const src = srcTree(layered);
    expect(checkLayers(fileImports(src))).toEqual([]);
    const { upward, twoWay, circles } = summarize(fileImports(src, { tests: false }));
    expect([upward, twoWay, circles]).toEqual([[], [], []]);
  });

  it('fails an import up a layer, naming the file and the rule', () => {
    const src = srcTree({
      ...layered,
      'kernel/crypto/code-hash.ts': "import { seed } from '../../seed';\n",
    });
    expect(checkLayers(fileImports(src))).toContain(
      'apps/api/src/kernel/crypto/code-hash.ts imports seed/index.ts: the kernel layer may not import the seed layer above it (ADR 0016)',
    );
  });

  it('puts the demo seed above the features: a module importing seed data is refused (ADR 0030)', () => {
    const src = srcTree({
      ...layered,
      'seed/index.ts':
        "import { hashCode } from '../kernel/crypto/code-hash';\nimport { getCart } from '../modules/cart/get-cart.handler';\n",
      'modules/cart/get-cart.handler.ts': "import { CATALOGUE } from '../../seed/catalogue';\n",
      'seed/catalogue.ts': 'export const CATALOGUE = [];\n',
      // A test is a leaf: it may read the demo data.
      'modules/cart/cart.test.ts': "import { CATALOGUE } from '../../seed/catalogue';\n",
    });
    expect(checkLayers(fileImports(src))).toEqual([
      'apps/api/src/modules/cart/get-cart.handler.ts imports seed/catalogue.ts: the feature layer may not import the seed layer above it (ADR 0016)',
    ]);
    expect(checkLayers(fileImports(srcTree(layered)))).toEqual([]);
  });

  it('fails a feature module importing another feature module', () => {
    const src = srcTree({
      ...layered,
      'modules/quote/quote.service.ts': "import { getCart } from '../cart/get-cart.handler';\n",
    });
    expect(checkLayers(fileImports(src))).toEqual([
      'apps/api/src/modules/quote/quote.service.ts imports modules/cart/get-cart.handler.ts: a feature module never imports another feature module (modules/cart); move the shared piece to kernel/ (ADR 0016)',
    ]);
  });

  it('names the upward import once, not again as the circle it closes', () => {
    const src = srcTree({
      ...layered,
      'kernel/cart/cart.repository.ts':
        "import { requireEnrollment } from '../enrollment/enrollment.repository';\nimport { getCart } from '../../modules/cart/get-cart.handler';\n",
    });
    const problems = checkLayers(fileImports(src));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^apps\/api\/src\/kernel\/cart\/cart.repository.ts imports modules\/cart\/get-cart.handler.ts: the kernel layer/,
    );
  });

  it('fails import circles, between folders of one layer and between files of one folder', () => {
    const src = srcTree({
      ...layered,
      'kernel/enrollment/enrollment.repository.ts': "import { cartLines } from '../cart/cart.repository';\n",
      'kernel/crypto/a.ts': "import { b } from './b';\n",
      'kernel/crypto/b.ts': "import { a } from './a.js';\n",
    });
    const problems = checkLayers(fileImports(src));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^import circle between the folders kernel\/cart, kernel\/enrollment: /);
    expect(problems[1]).toBe(
      'import circle between the files apps/api/src/kernel/crypto/a.ts, apps/api/src/kernel/crypto/b.ts (ADR 0016)',
    );
  });
});
