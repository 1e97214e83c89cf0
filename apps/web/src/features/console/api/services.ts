import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  opsDriverAssign,
  opsDriverList,
  opsDriverOrderList,
  opsHealthCardIssue,
  opsHealthCardList,
} from '@rc/contract/refs';
import type { BodyOf, OpsDriverOrder, OpsHealthCard } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/services/*: designated-driver dispatch and health card issuance. */
export const driverOrdersKey = queryKeyOf(opsDriverOrderList);
export const healthCardsKey = queryKeyOf(opsHealthCardList);
export type DriverOrderState = 'waiting' | 'assigned' | 'all';
export type HealthCardState = OpsHealthCard['state'];

export function fetchDriverOrderPage(
  state: DriverOrderState,
  page: number,
  signal: AbortSignal,
): Promise<Page<OpsDriverOrder>> {
  return callEndpoint(opsDriverOrderList, { signal, query: { state, onPagenum: page, onPagesize: 20 } });
}

export const driversQuery = () =>
  queryOptions({
    queryKey: [...driverOrdersKey, 'drivers'] as const,
    queryFn: ({ signal }) => callEndpoint(opsDriverList, { signal }),
  });

export function useDrivers() {
  return useQuery(driversQuery());
}

export function useAssignDriver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsDriverAssign>) => callEndpoint(opsDriverAssign, { body }),
    // A refusal (cancelled or started meanwhile) refreshes the list too.
    onSettled: () => client.invalidateQueries({ queryKey: driverOrdersKey }),
  });
}

export function fetchHealthCardPage(
  state: HealthCardState,
  page: number,
  signal: AbortSignal,
): Promise<Page<OpsHealthCard>> {
  return callEndpoint(opsHealthCardList, { signal, query: { state, onPagenum: page, onPagesize: 20 } });
}

export function useIssueHealthCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsHealthCardIssue>) => callEndpoint(opsHealthCardIssue, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: healthCardsKey }),
  });
}
