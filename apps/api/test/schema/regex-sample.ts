import type { Rng } from './random';

/**
 * Strings matching a regular expression, for the subset the contract's patterns use: anchors,
 * literals, escapes (\d \w \s \p{L} \p{M} and escaped punctuation), classes with ranges,
 * groups with alternation, and the quantifiers ? * + {n} {n,} {n,m} (open ones capped).
 */
type Node =
  | { t: 'alt'; options: Node[][] }
  | { t: 'chars'; pool: string[] }
  | { t: 'rep'; node: Node; min: number; max: number };

const range = (from: string, to: string) =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) =>
    String.fromCharCode(from.charCodeAt(0) + i),
  );
const DIGITS = range('0', '9');
const LETTERS = [...range('a', 'z'), ...range('A', 'Z')];
const WORD = [...LETTERS, ...DIGITS, '_'];
const UNICODE_LETTERS = [...LETTERS, 'é', 'ñ', 'ü', 'Ø', 'ł', 'ç'];
const MARKS = ['\u0301', '\u0308'];
const PRINTABLE = range(' ', '~');

function escapePool(src: string, i: number): [string[], number] {
  const c = src[i];
  if (c === 'd') return [DIGITS, i + 1];
  if (c === 'w') return [WORD, i + 1];
  if (c === 's') return [[' '], i + 1];
  if (c === 'p' && src[i + 1] === '{') {
    const end = src.indexOf('}', i);
    const name = src.slice(i + 2, end);
    return [name === 'M' ? MARKS : UNICODE_LETTERS, end + 1];
  }
  return [[c], i + 1];
}

function parse(src: string): Node {
  let i = 0;
  const alt = (): Node => {
    const options: Node[][] = [[]];
    while (i < src.length && src[i] !== ')') {
      const c = src[i];
      if (c === '|') {
        options.push([]);
        i++;
        continue;
      }
      let node: Node | undefined;
      if (c === '^' || c === '$') {
        i++;
        continue;
      } else if (c === '(') {
        i++;
        if (src[i] === '?' && src[i + 1] === ':') i += 2;
        node = alt();
        i++; // ')'
      } else if (c === '[') {
        i++;
        const negate = src[i] === '^';
        if (negate) i++;
        const pool: string[] = [];
        while (src[i] !== ']') {
          let chars: string[];
          if (src[i] === '\\') [chars, i] = escapePool(src, i + 1);
          else chars = [src[i++]];
          if (src[i] === '-' && src[i + 1] !== ']' && chars.length === 1) {
            let to: string[];
            if (src[i + 1] === '\\') [to, i] = escapePool(src, i + 2);
            else [to, i] = [[src[i + 1]], i + 2];
            chars = range(chars[0], to[0]);
          }
          pool.push(...chars);
        }
        i++;
        node = { t: 'chars', pool: negate ? PRINTABLE.filter((p) => !pool.includes(p)) : pool };
      } else if (c === '\\') {
        const [pool, next] = escapePool(src, i + 1);
        i = next;
        node = { t: 'chars', pool };
      } else if (c === '.') {
        i++;
        node = { t: 'chars', pool: LETTERS };
      } else {
        i++;
        node = { t: 'chars', pool: [c] };
      }
      // quantifier
      const q = src[i];
      if (q === '?' || q === '*' || q === '+') {
        i++;
        node = { t: 'rep', node, min: q === '+' ? 1 : 0, max: q === '?' ? 1 : q === '+' ? 6 : 5 };
      } else if (q === '{' && /^\{\d+(,\d*)?\}/.test(src.slice(i))) {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i))!;
        i += m[0].length;
        const min = Number(m[1]);
        const max = m[2] === undefined ? min : m[3] === '' ? min + 5 : Number(m[3]);
        node = { t: 'rep', node, min, max };
      }
      options[options.length - 1].push(node);
    }
    return { t: 'alt', options };
  };
  return alt();
}

function emit(node: Node, r: Rng): string {
  if (node.t === 'chars') return r.pick(node.pool);
  if (node.t === 'rep') {
    let s = '';
    for (let n = r.int(node.min, node.max); n > 0; n--) s += emit(node.node, r);
    return s;
  }
  return r
    .pick(node.options)
    .map((n) => emit(n, r))
    .join('');
}

const cache = new Map<string, Node>();
export function sampleRegex(pattern: string, r: Rng): string {
  let node = cache.get(pattern);
  if (!node) cache.set(pattern, (node = parse(pattern)));
  return emit(node, r);
}
