import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@rc/contract';
import {
  addRelatedPerson,
  deletePersonPhoto,
  deleteRelatedPerson,
  relatedPersons,
  uploadPersonPhoto,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { photoUpload } from './person-photo.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export const relatedPersonsKey = queryKeyOf(relatedPersons);

/** person/queryPersons: the customer's saved people (masked) and how many may be saved. */
export function relatedPersonsOptions(serviceType?: string) {
  return queryOptions({
    queryKey: [...relatedPersonsKey, serviceType ?? ''] as const,
    queryFn: ({ signal }) =>
      callEndpoint(relatedPersons, { body: serviceType ? { serviceType } : {}, signal }),
  });
}

export function useRelatedPersons(serviceType?: string) {
  return useQuery(relatedPersonsOptions(serviceType));
}

type NewPerson = Omit<BodyOf<typeof addRelatedPerson>, 'photo'> & { photo?: File | undefined };

function useInvalidatingMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: relatedPersonsKey }),
  });
}

/** person/uploadPerson: saves a person, with an optional photo (shrunk first). */
export function useAddRelatedPerson() {
  return useInvalidatingMutation(async ({ photo, ...person }: NewPerson) =>
    callEndpoint(addRelatedPerson, {
      body: { ...person, ...(photo ? { photo: await photoUpload(photo) } : {}) },
    }),
  );
}

/** person/uploadPhoto: sets or replaces a person's photo. */
export function useUploadPersonPhoto() {
  return useInvalidatingMutation(async ({ personId, file }: { personId: string; file: File }) =>
    callEndpoint(uploadPersonPhoto, { body: { personId, photo: await photoUpload(file) } }),
  );
}

/** person/deletePhoto: removes a person's photo. */
export function useDeletePersonPhoto() {
  return useInvalidatingMutation((personId: string) =>
    callEndpoint(deletePersonPhoto, { body: { personId } }),
  );
}

/** person/deletePerson: removes a person. */
export function useDeleteRelatedPerson() {
  return useInvalidatingMutation((personId: string) =>
    callEndpoint(deleteRelatedPerson, { body: { personId } }),
  );
}
