import { z } from 'zod';

/** Every reply is `{ status, statusText, data }` (architecture, API conventions). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int(),
    statusText: z.string(),
    data: data.nullable(),
  });
}

export interface Envelope<T> {
  status: number;
  statusText: string;
  data: T | null;
}

/** Field errors carried in `data.errors` of a `-5` reply. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export const badInputDataSchema = z.object({ errors: z.array(fieldErrorSchema) });
