import { useMutation } from '@tanstack/react-query';
import { opsContentImageUpload } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** ops/content/image: a picture for a news or activity body, answered with its address on this server. */
export function useUploadContentImage() {
  return useMutation({
    mutationFn: (input: { fileName: string; contentType: ImageType; dataBase64: string }) =>
      callEndpoint(opsContentImageUpload, { body: input }),
  });
}
