// A driver applicant's documents (ID, licence, vehicle papers, proof of address): the list and the upload.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { uploadFile } from './upload.ts';

export type DriverDocument = Schemas['DriverDocument'];
export type DriverDocumentKind = DriverDocument['kind'];

export const driverDocumentsQuery = () =>
  queryOptions({
    queryKey: queryKeys.driver.documents,
    queryFn: ({ signal }) => body(api.GET('/driver/documents', { signal })).then((r) => r.documents),
  });
export const useDriverDocuments = () => useQuery(driverDocumentsQuery());

/** PUT /api/driver/documents?kind=…&filename=…: the raw file is the body, its type the Content-Type. */
export function uploadDriverDocument(kind: DriverDocumentKind, file: File) {
  return uploadFile('/driver/documents', file, { query: { kind, filename: file.name } }) as Promise<
    Schemas['DriverDocument']
  >;
}

export function useUploadDriverDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: DriverDocumentKind; file: File }) =>
      uploadDriverDocument(kind, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.driver.documents }),
  });
}
