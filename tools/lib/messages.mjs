/**
 * The message check behind `npm test` (issue: English and Spanish everywhere): every namespace
 * has the same keys in en.json and es.json, every key is used somewhere, and no component renders
 * a literal user-visible string. Pure functions over file contents, so the rules are unit-tested.
 */
import ts from 'typescript';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flattens nested message objects to dotted keys ("landing.title"). */
export function flatten(obj, prefix = '') {
  const out = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v, key));
    else out[key] = v;
  }
  return out;
}

/** Keys present in one language and not the other; plural forms count by their base key. */
export function missingKeys(en, es) {
  const base = (keys) => new Set(Object.keys(keys).map((k) => k.replace(PLURAL, '')));
  const [a, b] = [base(en), base(es)];
  return {
    missingInEs: [...a].filter((k) => !b.has(k)),
    missingInEn: [...b].filter((k) => !a.has(k)),
    emptyInEs: Object.entries(es)
      .filter(([, v]) => typeof v === 'string' && !v.trim())
      .map(([k]) => k),
  };
}

/**
 * Keys no source mentions. A key is used when it appears quoted ('a.b', "a.b", `a.b`), with its
 * namespace ('ns:a.b'), or when a template literal builds it from its parent (`a.${x}`).
 */
export function unusedKeys(ns, keys, sources) {
  const text = sources.join('\n');
  return [...new Set(keys.map((k) => k.replace(PLURAL, '')))].filter((key) => {
    for (const q of ["'", '"', '`']) {
      if (text.includes(`${q}${key}${q}`) || text.includes(`${q}${ns}:${key}${q}`)) return false;
    }
    const parts = key.split('.');
    for (let i = parts.length - 1; i > 0; i--) {
      const parent = parts.slice(0, i).join('.');
      if (text.includes(`\`${parent}.\${`) || text.includes(`\`${ns}:${parent}.\${`)) return false;
    }
    return true;
  });
}

/** Attributes whose value a person reads or hears. */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'heading',
  'message',
  'description',
  'tooltip',
  'hint',
  'helperText',
  'emptyText',
  'submitLabel',
  'backLabel',
  'cancelLabel',
  'confirmLabel',
  'loadingLabel',
  'caption',
  'legend',
]);
const hasWords = (s) => /\p{L}{2,}/u.test(s);

/** Literal user-visible strings in a .tsx file: JSX text and text-carrying attributes. */
export function literalStrings(fileName, source) {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, text) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    found.push({ line: line + 1, text: text.trim().slice(0, 60) });
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && hasWords(node.getText(sf))) report(node, node.getText(sf));
    else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(sf);
      const init = node.initializer;
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression
          : undefined;
      if (TEXT_PROPS.has(name) && literal && hasWords(literal.text))
        report(node, `${name}="${literal.text}"`);
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      hasWords(node.expression.text)
    ) {
      report(node, node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}
