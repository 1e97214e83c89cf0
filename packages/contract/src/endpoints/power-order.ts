import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { plateNumber, typeCode } from '../common.js';
import { priceOptionSchema } from '../entities/order.js';

export const powerServicePrices = defineEndpoint({
  group: 'powerOrder',
  code: 'R00020014',
  name: 'powerServicePrices',
  summary:
    'The car models and the price in fen of a battery or charging service for each, for the plate or brand given.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({
    serviceType: typeCode,
    plateNumber: plateNumber.optional(),
    brand: z.string().trim().max(32).optional(),
  }),
  data: z.object({ brand: z.string().nullable(), models: z.array(priceOptionSchema) }),
});

export const powerOrderEndpoints = [powerServicePrices] as const;
