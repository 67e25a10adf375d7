import { enrollmentKeyCookie, type TestCtx } from './harness';

/** Another browser that never saw anything: no enrollment key, keeps none (an attacker's). */
export const stranger = (ctx: TestCtx): TestCtx => ({
  ...ctx,
  call: (o) => ctx.call({ ...o, stranger: true }),
});

/** A second device of the same person: a browser of its own, keeping the key the API gives it. */
export function anotherBrowser(ctx: TestCtx): TestCtx {
  let key: string | undefined;
  return {
    ...ctx,
    call: async ({ headers, ...opts }) => {
      const h = { ...((headers ?? {}) as Record<string, string>) };
      if (key) h.cookie = h.cookie ? `${h.cookie}; ${key}` : key;
      const res = await ctx.call({ ...opts, headers: h, stranger: true });
      key = enrollmentKeyCookie(res.headers) ?? key;
      return res;
    },
  };
}
