import { useMutation } from '@tanstack/react-query';
import { deleteMerchantImage, uploadMerchantImage } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const accepted = ['image/jpeg', 'image/png', 'image/webp'] as const;
type Accepted = (typeof accepted)[number];

/** merchant/uploadImage: a proof photo (the server judges its type by content and strips EXIF). */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const contentType: Accepted = accepted.find((t) => t === file.type) ?? 'image/jpeg';
      return callEndpoint(uploadMerchantImage, {
        body: {
          fileName: file.name.slice(0, 128) || 'photo.jpg',
          contentType,
          dataBase64: await toBase64(file),
        },
      });
    },
  });
}

/** merchant/deleteImage: a photo not yet attached to a completed order. */
export function useDeleteImage() {
  return useMutation({
    mutationFn: (imageId: string) => callEndpoint(deleteMerchantImage, { body: { imageId } }),
  });
}
