import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import type { CensusFormat } from '@bs/contract';
import { saveBase64File } from '@bs/ui';

export { fileBase64 } from '../../shared/file-base64';

export function usePreviewCensus() {
  return useMutation({
    mutationFn: ({ groupId, fileName, base64 }: { groupId: number; fileName: string; base64: string }) =>
      apiCall('preview-census', { body: { group_id: groupId, file_name: fileName, content_base64: base64 } }),
  });
}

export function useCommitCensus() {
  return useMutation({
    mutationFn: ({ groupId, previewId }: { groupId: number; previewId: string }) =>
      apiCall('commit-census', { body: { group_id: groupId, preview_id: previewId } }),
  });
}

/** Fetches the template in the reader's language and hands it to the browser as a download. */
export async function downloadTemplate(format: CensusFormat) {
  const f = await apiCall('get-census-template', { query: { format } });
  saveBase64File(f.content_base64, f.file_name, f.content_type);
}
