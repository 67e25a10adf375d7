import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import reactRouterLoader from './react-router-loader.mjs';

const require = createRequire(import.meta.url);

/** The file of react-router's production build that holds its components (what the apps bundle). */
function productionComponents() {
  const index = require.resolve('react-router').replace(/dist[\\/]development/, 'dist/production');
  const chunks = [...readFileSync(index, 'utf8').matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)].map((m) =>
    readFileSync(new URL(m[1], `file://${index}`), 'utf8'),
  );
  return chunks.find((src) => /^var Link = /m.test(src)) ?? '';
}

describe('react-router-loader', () => {
  it('marks top-level component and context creation pure and drops top-level displayNames', () => {
    const src = [
      'var Form = React10.forwardRef(',
      '  function Form2() {}',
      ');',
      'Form.displayName = "Form";',
      'var Ctx = React.createContext(null);',
      'RenderErrorBoundary.contextType = Ctx;',
      '  var inner = React.memo(x);',
      '  inner.displayName = "Inner";',
    ].join('\n');
    expect(reactRouterLoader(src).split('\n')).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(',
      '  function Form2() {}',
      ');',
      '',
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      'RenderErrorBoundary.contextType = Ctx;',
      '  var inner = React.memo(x);',
      '  inner.displayName = "Inner";',
    ]);
  });

  // An upgrade of react-router that reshapes its build shows here, not as kilobytes on the landing.
  it("still finds what it trims in react-router's production build", () => {
    const src = productionComponents();
    const out = reactRouterLoader(src);
    expect(out).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(out).not.toMatch(/^[\w$]+\.displayName = /m);
    // Link's one call of usePrefetchBehavior is gone, and that hook answers "no" without a
    // framework context, which a declarative router never provides.
    expect(src.match(/usePrefetchBehavior\(/g)).toHaveLength(2);
    expect(out.match(/usePrefetchBehavior\(/g)).toHaveLength(1);
    expect(src).toMatch(/if \(!frameworkContext\) \{\s*return \[false, ref, \{\}\];/);
  });
});
