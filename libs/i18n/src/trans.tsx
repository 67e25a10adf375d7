import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TFunction, TOptions } from './translator';

export interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  /** Elements for the message's tags: `<fix>click here</fix>` renders components.fix with the
   * tag's text as its children. */
  components: Record<string, ReactElement>;
}

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/g;

/** A message with markup in it, without putting HTML in messages: each tag names an element. */
export function Trans({ t, i18nKey, values, components }: TransProps) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const name = m[1] ?? m[3]!;
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: m.index }, m[2]) : (m[2] ?? ''));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
