import type { Handler } from '../../kernel/handler';
import { authorize } from '../../kernel/access/access';
import { listCarriers as carriers } from './edi-partner.repository';

/** GET list-carriers: every carrier and whether its trading partner is set up (platform administrator). */
export const listCarriers: Handler<'list-carriers'> = async ({ db, req }) => {
  await authorize({ req, db }, 'manage-edi', {});
  return { carriers: await carriers(db) };
};
