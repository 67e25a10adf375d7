import type { Handler } from '../../http/handler';
import { lookupZip } from './zip.service';

export const validateZipCode: Handler<'validate-zip-code'> = async ({ query }) => lookupZip(query.zip_code);
