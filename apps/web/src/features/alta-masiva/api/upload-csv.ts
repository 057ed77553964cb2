import { archivoCsvSchema } from '@cumplia/shared/schemas/alta-masiva';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { altaMasivaKeys } from './alta-masiva-keys';

/**
 * A large file on a slow line takes longer than the usual 10 s; the server takes a request for 60 s
 * (server.ts), enough for the largest file (32 MB) from 4.5 Mbit/s up (decision 0066).
 */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** POST {core}/gestorias/upload-csv: the file in the multipart field "file"; processed in the background. */
export function uploadCsv(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest('/cumplia-core/gestorias/upload-csv', {
    method: 'POST',
    body,
    timeout: UPLOAD_TIMEOUT_MS,
    schema: archivoCsvSchema,
  });
}

export function useUploadCsvMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCsv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: altaMasivaKeys.all }),
  });
}
