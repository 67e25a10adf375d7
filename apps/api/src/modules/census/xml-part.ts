import { SaxesParser } from 'saxes';
import { ApiError, invalid } from '../../http/errors';
import { UNREADABLE } from './census-limits';
import type { ZipParts } from './zip-parts';

export type XmlHandlers = {
  open?: (name: string, attr: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/** Local name of a tag: some writers prefix the spreadsheet namespace (`x:row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one XML part of a zip through saxes (which never expands DTD entities): the handlers see
 * each tag as it is inflated, so nothing but what they keep stays in memory. A malformed part is
 * "could not be read"; a refusal thrown by a handler passes through as it is.
 */
export async function readXmlPart(zip: ZipParts, name: string, maxBytes: number, on: XmlHandlers) {
  const parser = new SaxesParser();
  parser.on('opentag', (t) => on.open?.(local(t.name), t.attributes as Record<string, string>));
  parser.on('closetag', (t) => on.close?.(local(t.name)));
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  const readable = (e: unknown) => (e instanceof ApiError ? e : invalid('content_base64', UNREADABLE));
  try {
    await zip.read(name, maxBytes, (chunk) => void parser.write(chunk));
    parser.close();
  } catch (e) {
    throw readable(e);
  }
}
