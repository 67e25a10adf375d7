import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';

/** A zod schema of the contract (only its shape matters here; zod itself is the contract's). */
export type FormSchema = Parameters<typeof zodResolver>[0];

export interface SchemaFormOptions<T extends FieldValues> {
  /** The contract's schema of what the call accepts. */
  schema: FormSchema;
  defaultValues: DefaultValues<T>;
  /**
   * The payload the schema checks, made from the form's values: hidden fields and empty values
   * dropped (spec §5), checkboxes as 1/0. Its paths must stay the form's paths.
   */
  prepare?: (values: T) => unknown;
  /** Puts a schema message into the reader's language. */
  translate?: (message: string) => string;
  /**
   * Top-level fields whose errors do not count: fields the person cannot see (a field definition
   * with required 0) are the server's business, not something to block Next on.
   */
  skip?: (field: string) => boolean;
  mode?: UseFormProps<T>['mode'];
}

type Issue = { code: string; path: PropertyKey[]; message: string };
type SafeParse = {
  safeParseAsync: (v: unknown) => Promise<{ success: boolean; error?: { issues: Issue[] } }>;
};

/**
 * The messages a schema gives its unions ("Please choose a marital status."). The resolver
 * reports an invalid union by its closest member's issue ("Invalid input: expected 0"); the
 * schema's own message for the choice is the one meant for the person.
 */
async function unionMessages(schema: FormSchema, payload: unknown): Promise<Map<string, string>> {
  const parsed = await (schema as unknown as SafeParse).safeParseAsync(payload);
  const out = new Map<string, string>();
  for (const issue of parsed.error?.issues ?? [])
    if (issue.code === 'invalid_union') out.set(issue.path.map(String).join('.'), issue.message);
  return out;
}

/** The errors with `message` at one path replaced (only where the resolver put an error). */
function withMessageAt(node: unknown, keys: readonly string[], message: string): unknown {
  const [key, ...rest] = keys;
  const child = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  if (!child || typeof child !== 'object') return node;
  const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string, unknown>;
  copy[key] = rest.length ? withMessageAt(child, rest, message) : { ...child, message };
  return copy;
}

function translated<T extends FieldValues>(errors: FieldErrors<T>, translate: (m: string) => string) {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if ('message' in node && typeof (node as { message: unknown }).message === 'string')
      return { ...node, message: translate((node as { message: string }).message) };
    if (Array.isArray(node)) return node.map(walk);
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'ref' ? v : walk(v)]));
  };
  return walk(errors) as FieldErrors<T>;
}

/**
 * react-hook-form validated by the contract's zod schema (ADR 0006): the same rules the server
 * applies run as the person types, and the server's answer is still shown beside the fields.
 * The form keeps its own values; the schema only checks the prepared payload.
 */
export function useSchemaForm<T extends FieldValues>({
  schema,
  defaultValues,
  prepare,
  translate,
  skip,
  // Checked on submit, then again as the person corrects each field. Not on blur: a message
  // appearing under a field pushes the page down between mousedown and mouseup, and the click
  // the person was making (on a radio, on Next) lands on nothing.
  mode = 'onSubmit',
}: SchemaFormOptions<T>) {
  const check = zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<FieldValues>;
  const resolver: Resolver<T> = async (values, context, options) => {
    const payload = (prepare ? prepare(values) : values) as FieldValues;
    const result = await check(payload, context, options as never);
    const kept = (
      skip ? Object.fromEntries(Object.entries(result.errors).filter(([k]) => !skip(k))) : result.errors
    ) as FieldErrors<T>;
    if (Object.keys(kept).length === 0) return { values, errors: {} };
    let errors: FieldErrors<T> = kept;
    for (const [path, message] of await unionMessages(schema, payload))
      errors = withMessageAt(errors, path.split('.'), message) as FieldErrors<T>;
    return { values: {}, errors: translate ? translated(errors, translate) : errors };
  };
  return useForm<T>({ defaultValues, resolver, mode, shouldFocusError: true });
}
