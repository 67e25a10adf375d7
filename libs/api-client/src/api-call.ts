import type { CallData, CallInput, CallName, Envelope } from '@bs/contract';
import { routeOf } from '@bs/contract/routes';
import { currentLanguage } from '@bs/i18n';
import { getSession } from '@bs/session';
import { getApiConfig } from './config';
import { ApiFieldError, ApiNetworkError } from './errors';
import { t } from './i18n/messages';
import { notify } from './notifications';

export type CallArgs<N extends CallName> = Partial<CallInput<N>>;

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Empty values are dropped before sending (spec: "empty values dropped"). */
export function dropEmpty<T extends Record<string, unknown>>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => !isEmpty(v))) as Partial<T>;
}

export function buildUrl(name: CallName, args: { query?: unknown; params?: unknown }): string {
  const { baseUrl } = getApiConfig();
  const params = (args.params ?? {}) as Record<string, unknown>;
  const path = routeOf(name).path.replace(/:(\w+)/g, (_m, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  );
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(dropEmpty((args.query ?? {}) as Record<string, unknown>))) {
    query.append(k, String(v));
  }
  const qs = query.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

function defaultHeaders(): Record<string, string> {
  const { basicAuth } = getApiConfig();
  const s = getSession();
  const headers: Record<string, string> = {
    Authorization: `Basic ${btoa(basicAuth)}`,
    Accept: 'application/json',
    // Field errors, pricing messages and mail come back in the language the person reads.
    'Accept-Language': currentLanguage(),
  };
  const agent = s.agent_id ?? s.AGENT_ID;
  if (agent != null) headers.agent_id = String(agent);
  if (s.USER_ID != null) headers.uid = String(s.USER_ID);
  if (s.group_id != null) headers.group_id = String(s.group_id);
  return headers;
}

/**
 * The one way the browser talks to /api/v1: typed by the contract, envelope unwrapped,
 * field errors thrown as ApiFieldError, network failures notified and thrown as ApiNetworkError.
 */
export async function apiCall<N extends CallName>(
  name: N,
  args: CallArgs<N> = {},
  init: { signal?: AbortSignal } = {},
): Promise<CallData<N>> {
  const { method } = routeOf(name);
  const headers = defaultHeaders();
  let body: string | undefined;
  if (args.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(dropEmpty(args.body as Record<string, unknown>));
  }
  let response: Response;
  try {
    response = await getApiConfig().fetch(buildUrl(name, args), {
      method,
      headers,
      body,
      // The API is on the page's origin (/api/v1): its httpOnly session cookie goes with every call.
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    notify('Warning!', t('unreachable'));
    throw new ApiNetworkError(`Network failure on ${name}`, cause);
  }
  let envelope: Envelope<CallData<N>>;
  try {
    envelope = (await response.json()) as Envelope<CallData<N>>;
  } catch (cause) {
    // react-query cancels queries nobody needs any more, sometimes while the body is arriving.
    if (init.signal?.aborted || (cause as Error)?.name === 'AbortError') throw cause;
    notify('Warning!', t('unreadable'));
    throw new ApiNetworkError(`Unreadable answer (${response.status}) on ${name}`, cause);
  }
  if (envelope.status === 'success') return envelope.data;
  // Past a per-address limit (ADR 0014, 0029): a calm notice in the person's language besides the
  // screen's own message, never a broken screen; what the form holds stays for the retry.
  if (response.status === 429) notify('Info!', t('tooManyRequests'));
  // The server session is over (signed out elsewhere, idle, expired): stop showing a name.
  if (response.status === 401 && getSession().signed_in_as != null) getSession().set({ signed_in_as: null });
  if (Array.isArray(envelope.data)) throw new ApiFieldError(envelope.data, response.status);
  throw new ApiFieldError([{ target_element: 'form', error_message: t('notAccepted') }], response.status);
}
