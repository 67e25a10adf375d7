import { DEFAULT_LANGUAGE, type Language } from '@bs/domain';
import { translate } from './messages';

/** Success data keys that carry a sentence for people (add-plan-to-cart, pricing, answers, quotes). */
export const MESSAGE_KEYS = ['message', 'error_message', 'success_message'] as const;

type Fields = { target_element: string; error_message: string }[];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The envelope in `lang`: every field error's message, and the message keys of success data.
 * Anything that is not an envelope (static files, OpenAPI) passes untouched.
 */
export function localizeEnvelope(payload: unknown, lang: Language): unknown {
  if (lang === DEFAULT_LANGUAGE || !isRecord(payload)) return payload;
  if (payload.status === 'error' && Array.isArray(payload.data)) {
    const data = (payload.data as Fields).map((f) =>
      isRecord(f) && typeof f.error_message === 'string'
        ? { ...f, error_message: translate(f.error_message, lang) }
        : f,
    );
    return { ...payload, data };
  }
  if (payload.status === 'success' && isRecord(payload.data) && !Array.isArray(payload.data)) {
    const data = { ...payload.data };
    for (const key of MESSAGE_KEYS) {
      if (typeof data[key] === 'string') data[key] = translate(data[key], lang);
    }
    if (Array.isArray(data.result)) data.result = data.result.map((item) => localizeItem(item, lang));
    return { ...payload, data };
  }
  return payload;
}

/**
 * One entry of a `result` list: a step's field definition says its hint (`message`) and its
 * refusal (`error`) to the person, and a select's option (`{ name, value }`, nothing else) shows
 * its name. Only those: other lists' `name`s are plans and people, which stay as they are.
 */
function localizeItem(item: unknown, lang: Language): unknown {
  if (!isRecord(item)) return item;
  const keys = Object.keys(item);
  if ('field_name' in item) {
    const out = { ...item };
    for (const key of ['message', 'error'] as const)
      if (typeof out[key] === 'string' && out[key]) out[key] = translate(out[key], lang);
    return out;
  }
  if (keys.length === 2 && typeof item.name === 'string' && 'value' in item)
    return { ...item, name: translate(item.name, lang) };
  return item;
}
