import type { Handler } from '../../kernel/handler';
import { lookupZip } from '../../kernel/address/zip.service';

export const validateZipCode: Handler<'validate-zip-code'> = async ({ query }) => lookupZip(query.zip_code);
