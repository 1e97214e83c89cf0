import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOrderImage, initOrderDetail, uploadOrderImage } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

const accepted = ['image/jpeg', 'image/png', 'image/webp'] as const;
type Accepted = (typeof accepted)[number];
/** Phone photos are often 4–8 MB: anything above this is re-encoded before it goes. */
const compressAbove = 1_200_000;
const maxEdge = 1600;

export function readBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** A large photo redrawn at most 1600 px on its long edge as JPEG (which also drops its EXIF). */
export async function shrink(file: File): Promise<{ blob: Blob; type: Accepted }> {
  const own = accepted.find((t) => t === file.type);
  if (own && file.size <= compressAbove) return { blob: file, type: own };
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.82));
    if (blob) return { blob, type: 'image/jpeg' };
  } catch {
    // Not decodable here: send it as it is and let the server judge it.
  }
  return { blob: file, type: own ?? 'image/jpeg' };
}

export interface OrderRef {
  orderPrimaryId: string;
  primaryCheck: string;
}

/**
 * order/image: a photo for a form (attached on submit) or, with an order
 * reference, straight onto that ongoing order (its detail is refreshed).
 */
export function useUploadOrderImage(orderRef?: OrderRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { blob, type } = await shrink(file);
      return callEndpoint(uploadOrderImage, {
        body: {
          fileName: file.name.slice(0, 128) || 'photo.jpg',
          contentType: type,
          dataBase64: await readBase64(blob),
          ...(orderRef ?? {}),
        },
      });
    },
    onSuccess: () => {
      if (orderRef) void client.invalidateQueries({ queryKey: queryKeyOf(initOrderDetail) });
    },
  });
}

/** order/deleteImage: one of the customer's photos, while its order has not started. */
export function useDeleteOrderImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => callEndpoint(deleteOrderImage, { body: { imageId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeyOf(initOrderDetail) }),
  });
}
