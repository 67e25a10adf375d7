import { apiCall } from '@bs/api-client';
import { saveBase64File } from '@bs/ui';

/** Fetches the receipt PDF (the mail's attachment) and hands it to the browser as a download. */
export async function downloadReceipt(enrollmentId: string): Promise<void> {
  const f = await apiCall('get-receipt-pdf', { query: { enrollment_id: enrollmentId } });
  saveBase64File(f.content_base64, f.file_name, f.content_type);
}
