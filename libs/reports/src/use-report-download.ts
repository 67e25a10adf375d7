import { useState } from 'react';
import type { ReportFormat, ReportQuery } from '@bs/contract';
import { apiCall } from '@bs/api-client';
import { saveBytes } from '@bs/ui';

export type DownloadState =
  { state: 'idle' } | { state: 'busy' } | { state: 'done'; name: string } | { state: 'failed' };

/**
 * The export of a report: the server builds the file (headings in the reader's language, cells a
 * spreadsheet would run as formulas escaped) and answers it in the envelope like every call.
 */
export function useReportDownload() {
  const [status, setStatus] = useState<DownloadState>({ state: 'idle' });
  const download = async (query: ReportQuery, format: ReportFormat) => {
    setStatus({ state: 'busy' });
    try {
      const file = await apiCall('export-report', { query: { ...query, format } });
      const bytes = Uint8Array.from(atob(file.content_base64), (c) => c.charCodeAt(0));
      saveBytes(bytes, file.file_name, file.media_type);
      setStatus({ state: 'done', name: file.file_name });
    } catch {
      setStatus({ state: 'failed' });
    }
  };
  return { status, download };
}
