import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A text found in source: where, and the text with every `${...}` written as `{}`. */
export type FoundText = { file: string; line: number; text: string; why: 'prose' | 'template' | 'markup' };

/** Calls whose second argument is an English template (i18n/messages.ts `t`, mail/layout.ts `htmlText`). */
const TEMPLATE_CALLS = new Set(['t', 'htmlText']);
const SQL = /^(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP)\b/;
/** Reads like a sentence for people: a capital first, a space, and lower-case letters. */
const PROSE = /^[A-Z¿¡][^\n]* [^\n]*[a-z]/;
/** Text between two tags of an HTML string, with letters in it. */
const MARKUP_TEXT = />([^<>]*[A-Za-z]{2,}[^<>]*)</g;

export function sourceFiles(root: string, skip: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (skip(path)) continue;
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path, skip));
    else if (/\.ts$/.test(name) && !/\.(test|d)\.ts$/.test(name)) out.push(path);
  }
  return out;
}

const textOf = (n: ts.Node): string | undefined => {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
  if (ts.isTemplateExpression(n))
    return n.head.text + n.templateSpans.map((s) => `{}${s.literal.text}`).join('');
  return undefined;
};

/**
 * Every text of these files that reaches people unless proven otherwise: sentence-like string
 * literals and templates (error messages, notices), every template passed to `t`/`htmlText`
 * (including lower-case ones), and words written straight into HTML strings (which should go
 * through `t` instead). `base` makes the reported paths relative.
 */
export function findTexts(files: string[], base: string): FoundText[] {
  const found: FoundText[] = [];
  for (const path of files) {
    const file = relative(base, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (n: ts.Node, text: string, why: FoundText['why']) =>
      found.push({ file, line: source.getLineAndCharacterOfPosition(n.getStart()).line + 1, text, why });
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && TEMPLATE_CALLS.has(n.expression.text)) {
        const arg = n.arguments[1];
        const text = arg && textOf(arg);
        // A constant is fine (its literal is found where it is defined); anything else cannot be checked.
        if (text !== undefined) add(arg!, text, 'template');
        else if (!arg || !ts.isIdentifier(arg)) add(n, `<not a literal: ${n.getText(source)}>`, 'template');
      }
      const text = textOf(n);
      if (text !== undefined) {
        if (PROSE.test(text) && !SQL.test(text)) add(n, text, 'prose');
        if (/<\w/.test(text))
          for (const m of text.matchAll(MARKUP_TEXT)) {
            const words = m[1]!.replace(/\{\}/g, '').replace(/&\w+;/g, '').trim();
            if (/[A-Za-z]{2,}/.test(words)) add(n, m[1]!.trim(), 'markup');
          }
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return found;
}
