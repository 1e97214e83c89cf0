import { useMutation, useQueryClient } from '@tanstack/react-query';
import { initOrderDetail, uploadCameraImage } from '@rc/contract/refs';
import type { CameraShot } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { readBase64, shrink, type OrderRef } from './order-images.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * order/R00010303: one photo taken on /order/camera with what it shows. It waits
 * for the booking being written, or with an order reference joins that order.
 */
export function useUploadCameraShot(orderRef?: OrderRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, shot }: { file: File; shot: CameraShot }) => {
      const { blob, type } = await shrink(file);
      return callEndpoint(uploadCameraImage, {
        body: {
          fileName: file.name.slice(0, 128) || 'photo.jpg',
          contentType: type,
          dataBase64: await readBase64(blob),
          shot,
          ...(orderRef ?? {}),
        },
      });
    },
    onSuccess: () => {
      if (orderRef) void client.invalidateQueries({ queryKey: queryKeyOf(initOrderDetail) });
    },
  });
}
