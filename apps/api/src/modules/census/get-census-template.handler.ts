import type { Handler } from '../../kernel/handler';
import { requirePrincipal } from '../../kernel/access/access';
import { csvFile } from '../../kernel/export/csv-file';
import { xlsxFile } from '../../kernel/export/xlsx-file';
import { t } from '../../i18n/messages';
import { CENSUS_COLUMNS, headerOf } from './census-columns';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET get-census-template: the census file's header row in the reader's language (an upload
 * accepts either language's headers), as CSV or XLSX. Holds no data; signed-in staff only, like
 * the screen that offers it.
 */
export const getCensusTemplate: Handler<'get-census-template'> = async ({ db, req, query, lang }) => {
  await requirePrincipal({ req, db });
  const header = CENSUS_COLUMNS.map((c) => headerOf(c, lang));
  const name = t(lang, 'census-template');
  if (query.format === 'csv')
    return {
      file_name: `${name}.csv`,
      content_type: 'text/csv',
      content_base64: Buffer.from(csvFile(header, []), 'utf8').toString('base64'),
    };
  return {
    file_name: `${name}.xlsx`,
    content_type: XLSX_TYPE,
    content_base64: (await xlsxFile(t(lang, 'Census'), header, [])).toString('base64'),
  };
};
