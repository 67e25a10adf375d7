import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';
import { catalogue } from '../../kernel/catalogue/catalogue-cache';

/**
 * Plan detail texts in the reader's language (HTML written by the catalogue's editors, sanitised by the API before
 * rendering), built once per catalogue version: a call costs one shared version check.
 */
export const getPlanDetail: Handler<'get-plan-detail'> = async ({ db, params, lang }) => {
  const detail = (await catalogue(db)).detail(params.id, lang);
  if (!detail) throw notFound('id', 'This plan was not found.');
  return detail;
};
