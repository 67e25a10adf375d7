import type { z } from 'zod';

/** What the contract says of one call: the schemas of its query, body and path params, and of its answer's data. */
export type CallSchemas = {
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  data: z.ZodType;
};
