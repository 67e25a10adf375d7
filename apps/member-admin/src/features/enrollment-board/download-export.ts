import type { BoardExport } from '@bs/contract';
import { saveBase64File } from '@bs/ui';

/** Saves an export the API answered (base64 in the envelope) as a file, through a temporary link. */
export function saveExport(file: BoardExport) {
  saveBase64File(file.content_base64, file.filename, file.content_type);
}
