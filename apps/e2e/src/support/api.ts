import { expect, type Page } from '@playwright/test';

/** The fixed client header of /api/v1 (spec §7: it names the deployment; it is not a secret). */
export const CLIENT_AUTH = `Basic ${Buffer.from('benefit-store-web:public').toString('base64')}`;
export const API_HEADERS = { Authorization: CLIENT_AUTH };

/**
 * One /api/v1 call through the page's request context (it shares the browser's cookies, so the
 * call is made as whoever is signed in there, and an enrollment answers to the browser that holds
 * its key: ADR 0013). Expects success and answers the body's `data`.
 */
export async function api<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const url = `/api/v1/${path}`;
  const res =
    method === 'GET'
      ? await page.request.get(url, { headers: API_HEADERS })
      : method === 'PUT'
        ? await page.request.put(url, { headers: API_HEADERS, data })
        : await page.request.post(url, { headers: API_HEADERS, data });
  const body = await res.json();
  expect(res.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}
