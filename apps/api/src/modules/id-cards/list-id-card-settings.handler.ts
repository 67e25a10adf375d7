import type { Handler } from '../../kernel/handler';
import { authorize } from '../../kernel/access/access';
import { idCardSettings } from './id-card-settings.repository';

/**
 * GET list-id-card-settings (issue 30, ADR 0038): every plan of the catalogue with whether its
 * members get an ID card and its carrier's member-services phone, for the platform administrator's
 * "ID cards" page (access rule 'manage-id-card-settings').
 */
export const listIdCardSettings: Handler<'list-id-card-settings'> = async ({ db, req }) => {
  await authorize({ req, db }, 'manage-id-card-settings', {});
  return { plans: await idCardSettings(db) };
};
