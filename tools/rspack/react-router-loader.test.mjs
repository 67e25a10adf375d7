import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import pureReactCalls from './pure-react-calls-loader.mjs';

const require = createRequire(import.meta.url);

describe('pure-react-calls-loader', () => {
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
    expect(pureReactCalls(src).split('\n')).toEqual([
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
  it("still finds react-router's <Form> in the production build the apps bundle", () => {
    const index = require.resolve('react-router').replace(/dist[\\/]development/, 'dist/production');
    const chunks = [...readFileSync(index, 'utf8').matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)].map((m) =>
      readFileSync(new URL(m[1], `file://${index}`), 'utf8'),
    );
    const out = pureReactCalls(chunks.find((src) => /^var Form = /m.test(src)) ?? '');
    expect(out).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(out).not.toMatch(/^[\w$]+\.displayName = /m);
  });
});
