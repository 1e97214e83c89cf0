/**
 * The entry parameters the product keeps (spec 3, "Entry query parameters kept"),
 * plus the two tracking parameters the spec names beside them.
 */
export const keptEntryParamNames = [
  'channel',
  'desURL',
  'jumpURL',
  'mobile',
  'resource',
  'source',
  'token',
  'isBackUrl',
  'rcNeedCode',
  'type',
  'newRcNeedCode',
  'sd_track_code',
  'sd_expire_time',
] as const;

export type KeptEntryParam = (typeof keptEntryParamNames)[number];

/** The entry parameters that make a visit a login (spec 4's route guard: "token, rcNeedCode or newRcNeedCode"). */
export const loginParamNames = ['token', 'rcNeedCode', 'newRcNeedCode'] as const;

/** A URL query as plain data: the first value of each name. */
export type QueryRecord = Record<string, string>;

export function queryRecord(search: URLSearchParams | string): QueryRecord {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: QueryRecord = {};
  for (const [k, v] of params) if (!Object.hasOwn(out, k)) out[k] = v;
  return out;
}

export function pickKeptParams(query: QueryRecord): QueryRecord {
  const out: QueryRecord = {};
  for (const name of keptEntryParamNames) {
    const v = query[name];
    if (v !== undefined) out[name] = v;
  }
  return out;
}
