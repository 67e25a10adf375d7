import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, callQueryOptions } from '@bs/api-client';
import type { UploadPlanDocumentBody } from '@bs/contract';

export const catalogueDocumentsQuery = () => callQueryOptions('list-catalogue-documents');
export const useCatalogueDocuments = () => useQuery(catalogueDocumentsQuery());

/** upload-plan-document; the catalogue's list is read again (the new document replaces the old). */
export function useUploadPlanDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadPlanDocumentBody) => apiCall('upload-plan-document', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueDocumentsQuery().queryKey }),
  });
}
