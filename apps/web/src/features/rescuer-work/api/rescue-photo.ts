import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rescuerWorkOrderDetail, uploadRescuePhoto } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

const accepted = ['image/jpeg', 'image/png', 'image/webp'] as const;
type PhotoType = (typeof accepted)[number];

function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** disaster/rescuePhoto: a photo of the scene or the work; the server judges the type by content. */
export function useUploadRescuePhoto(ref: { ticketId: string; subTicketId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      callEndpoint(uploadRescuePhoto, {
        body: {
          ...ref,
          fileName: file.name.slice(0, 128) || 'photo.jpg',
          contentType: (accepted as readonly string[]).includes(file.type)
            ? (file.type as PhotoType)
            : 'image/jpeg',
          dataBase64: await readBase64(file),
        },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(rescuerWorkOrderDetail, ref.subTicketId) }),
  });
}
