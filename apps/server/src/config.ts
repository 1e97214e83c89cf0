import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The server's settings, read and checked once. Nothing else reads process.env.
 * Every setting is documented in the README ("Settings").
 */
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * The proxies whose `X-Forwarded-For` is believed: none by default (a client could
 * name any address and walk past every per-address limit), else a comma list of
 * addresses, CIDR ranges or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`).
 */
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyEntry(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
const trustProxy = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  )
  .refine((list) => list.every(isProxyEntry), 'a comma list of proxy addresses or CIDR ranges');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  RC_TRUST_PROXY: trustProxy,
  /** Real PostgreSQL; empty means the embedded PGlite database in RC_DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  RC_DATA_DIR: z.string().default('.data/pglite'),
  /** Demo mode (launcher at /demo, demo seed). Default: on for PGlite, off for PostgreSQL. */
  RC_DEMO: bool.optional(),
  /**
   * Serve the demo launcher (sign-in links for every persona, the SMS outbox, staff
   * passwords) to other machines too; by default only requests from this machine get it.
   */
  RC_DEMO_PUBLIC: bool.default(false),
  /** Public base URL used in hand-off links printed and served by the launcher. */
  RC_PUBLIC_URL: z.string().default(''),
  /** 64 hex characters: key for personal data encrypted at rest. A fixed demo key is used when empty. */
  RC_DATA_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{64})?$/)
    .default(''),
  RC_API_KEY: z.string().min(1).default('rc-h5-public-key'),
  RC_APPLICANT_CODE: z.string().min(1).default('RC-H5'),
  RC_MOURN: z.enum(['0', '1']).default('0'),
  /** '1' (default): a partner hand-off is answered with its landing screen drawn (decisions 052, 054); '0': never. */
  RC_SSR_LANDING: z.enum(['0', '1']).default('1'),
  /**
   * Where the server entry of the web app is built (default: dist-ssr beside RC_WEB_DIST). A relative
   * folder is read from the checkout root, as the web build reads it (@rc/contract/web-build-dirs).
   */
  RC_WEB_SSR_DIST: z.string().default(''),
  RC_SHENCE_URL: z.string().default('/api/rcservice/analytics/collect'),
  RC_MAP_TILE_URL: z
    .string()
    .default('https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}'),
  /** AMap (高德) browser key; when set the store maps use AMap instead of Leaflet. */
  RC_AMAP_KEY: z.string().default(''),
  /** AMap's security code (securityJsCode) that goes with a key created after 2021-12. */
  RC_AMAP_SECURITY_CODE: z.string().default(''),
  /** Baidu map browser key (ak); used when set and no AMap key is. */
  RC_BAIDU_MAP_KEY: z.string().default(''),
  /** Online human customer service: an absolute URL, or a path on this server. Empty: the demo's partner page in demo mode. */
  RC_CUSTOMER_SERVICE_URL: z.string().default(''),
  /**
   * The partner's login page for a gift link opened with no session: an absolute http(s) URL or a
   * path on this server, with `{return}` where the claim address goes (encoded; absolute when the
   * login page is on another host). Empty: the demo launcher in demo mode, else no login button.
   */
  RC_PARTNER_LOGIN_URL: z
    .string()
    .default('')
    .refine((v) => v === '' || (v.includes('{return}') && (v.startsWith('/') || /^https?:\/\//.test(v))), {
      message: 'an absolute http(s) URL or a path, with {return} where the claim address goes',
    }),
  /** The AI damage assessor's page, as RC_CUSTOMER_SERVICE_URL. */
  RC_AI_ASSESSOR_URL: z.string().default(''),
  /**
   * AMap web-service key (a server key, not the browser one): 定位 on the service forms turns
   * the phone's position into an address with it. Without it (and without a Baidu key) the
   * nearest known place of the network answers (the offline demo).
   */
  RC_AMAP_WEB_KEY: z.string().default(''),
  RC_SESSION_IDLE_SECONDS: z.coerce.number().int().min(60).default(1800),
  RC_SESSION_ABSOLUTE_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(8 * 3600),
  RC_HANDOFF_TTL_SECONDS: z.coerce.number().int().min(30).max(1800).default(1800),
  RC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Sign-in and code requests per minute from one address (guessing is throttled per address too). */
  RC_SIGNIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RC_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Where the web build is (default apps/web/dist); a relative folder is read from the checkout root. */
  RC_WEB_DIST: z.string().default(''),
  RC_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Check every reply against its contract schema (on in tests; costs time in production). */
  RC_VALIDATE_REPLIES: bool.default(false),
  /** Seconds a tow vehicle has to accept a rescue offered to it before the next nearest gets it. */
  RC_RESCUE_OFFER_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  /**
   * The dispatch desk's line: a dispatcher's call to a rescue's customer binds it and the
   * customer to a relay number (number masking), so neither side sees the other's number.
   * Empty: no relay number is offered to dispatchers (the demo uses a made-up desk line).
   */
  RC_DISPATCH_DESK_NUMBER: z
    .string()
    .regex(/^(\d{7,15})?$/)
    .default(''),
  /** How often each process sweeps lapsed rescue offers (seconds; 0 turns the sweep off). */
  RC_RESCUE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** Longest wait for a pooled PostgreSQL connection (ms). */
  RC_DB_POOL_WAIT_MS: z.coerce.number().int().min(100).default(5000),
  /** Longest one SQL statement may run on PostgreSQL (ms; PGlite cannot bound it, the request bound holds there). */
  RC_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Longest a whole API request may take before it is answered -100 (ms; event streams excepted). */
  RC_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** How long start-up retries an unreachable PostgreSQL before giving up (seconds). */
  RC_DB_START_TIMEOUT_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How long shutdown waits for requests in flight before the process exits anyway (ms). */
  RC_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Bearer token that may read /metrics from anywhere; without it only loopback may. */
  RC_METRICS_TOKEN: z.string().default(''),
  /** How often each process cancels store bookings no store accepted in time (seconds; 0 turns it off). */
  RC_BOOKING_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Proxies whose X-Forwarded-For is believed (empty: the socket's address is the client's). */
  trustProxy: string[];
  databaseUrl: string;
  dataDir: string;
  demo: boolean;
  /** The launcher answers requests from other machines too (RC_DEMO_PUBLIC). */
  demoPublic: boolean;
  publicUrl: string;
  dataKey: string;
  apiKey: string;
  applicantCode: string;
  mourn: 0 | 1;
  shenceServerUrl: string;
  mapTileUrl: string;
  map: MapProviderConfig;
  /** Who turns a position into an address on the server; null: the nearest known place. */
  reverseGeocoder: ReverseGeocoderConfig | null;
  customerServiceUrl: string;
  partnerLoginUrl: string;
  aiAssessorUrl: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  handoffTtlSeconds: number;
  rateLimitPerMinute: number;
  signinRateLimitPerMinute: number;
  bodyLimitBytes: number;
  webDist: string;
  /** Decision 052: the hand-off answers with the landing screen drawn (when the server entry is built). */
  ssrLanding: boolean;
  webSsrDist: string;
  logLevel: z.infer<typeof envSchema>['RC_LOG_LEVEL'];
  validateReplies: boolean;
  rescueOfferSeconds: number;
  rescueSweepSeconds: number;
  dispatchDeskNumber: string;
  dbPoolWaitMs: number;
  dbStatementTimeoutMs: number;
  requestTimeoutMs: number;
  dbStartTimeoutSeconds: number;
  shutdownGraceMs: number;
  metricsToken: string;
  bookingSweepSeconds: number;
}

/**
 * Which map the screens load: Leaflet with the tile URL unless a vendor key is
 * configured (AMap first, then Baidu). `scriptOrigins` are what the page's
 * content security policy must allow for the vendor's loader and its chunks.
 */
export interface MapProviderConfig {
  provider: 'leaflet' | 'amap' | 'baidu';
  jsApiKey: string;
  jsApiUrl: string;
  securityJsCode: string;
  scriptOrigins: string[];
}

export interface ReverseGeocoderConfig {
  vendor: 'amap' | 'baidu';
  key: string;
}

function reverseGeocoder(e: {
  RC_AMAP_WEB_KEY: string;
  RC_BAIDU_MAP_KEY: string;
}): ReverseGeocoderConfig | null {
  if (e.RC_AMAP_WEB_KEY) return { vendor: 'amap', key: e.RC_AMAP_WEB_KEY };
  if (e.RC_BAIDU_MAP_KEY) return { vendor: 'baidu', key: e.RC_BAIDU_MAP_KEY };
  return null;
}

function mapProvider(e: { RC_AMAP_KEY: string; RC_AMAP_SECURITY_CODE: string; RC_BAIDU_MAP_KEY: string }) {
  if (e.RC_AMAP_KEY) {
    return {
      provider: 'amap',
      jsApiKey: e.RC_AMAP_KEY,
      jsApiUrl: `https://webapi.amap.com/maps?v=2.0&key=${encodeURIComponent(e.RC_AMAP_KEY)}`,
      securityJsCode: e.RC_AMAP_SECURITY_CODE,
      scriptOrigins: ['https://webapi.amap.com', 'https://*.amap.com'],
    } satisfies MapProviderConfig;
  }
  if (e.RC_BAIDU_MAP_KEY) {
    return {
      provider: 'baidu',
      jsApiKey: e.RC_BAIDU_MAP_KEY,
      jsApiUrl: `https://api.map.baidu.com/api?v=1.0&type=webgl&ak=${encodeURIComponent(e.RC_BAIDU_MAP_KEY)}`,
      securityJsCode: '',
      scriptOrigins: ['https://api.map.baidu.com', 'https://*.bdimg.com', 'https://*.baidu.com'],
    } satisfies MapProviderConfig;
  }
  return {
    provider: 'leaflet',
    jsApiKey: '',
    jsApiUrl: '',
    securityJsCode: '',
    scriptOrigins: [],
  } satisfies MapProviderConfig;
}

/** A well-known key for demo data only; the README says to set RC_DATA_KEY in production. */
const demoDataKey = '5f1d3c2b4a69788796a5b4c3d2e1f0011223344556677889900aabbccddeeff0';

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const demo = e.RC_DEMO ?? e.DATABASE_URL === '';
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.RC_TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.RC_DATA_DIR,
    demo,
    demoPublic: e.RC_DEMO_PUBLIC,
    publicUrl: e.RC_PUBLIC_URL.replace(/\/$/, ''),
    dataKey: e.RC_DATA_KEY || demoDataKey,
    apiKey: e.RC_API_KEY,
    applicantCode: e.RC_APPLICANT_CODE,
    mourn: e.RC_MOURN === '1' ? 1 : 0,
    shenceServerUrl: e.RC_SHENCE_URL,
    mapTileUrl: e.RC_MAP_TILE_URL,
    map: mapProvider(e),
    reverseGeocoder: reverseGeocoder(e),
    // Partner pages are per deployment; the demo serves its own (modules/demo/partner-page.ts).
    customerServiceUrl: e.RC_CUSTOMER_SERVICE_URL || (demo ? '/demo/partner/customer-service' : ''),
    aiAssessorUrl: e.RC_AI_ASSESSOR_URL || (demo ? '/demo/partner/ai-assess' : ''),
    partnerLoginUrl: e.RC_PARTNER_LOGIN_URL || (demo ? '/demo?next={return}' : ''),
    sessionIdleSeconds: e.RC_SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: e.RC_SESSION_ABSOLUTE_SECONDS,
    handoffTtlSeconds: e.RC_HANDOFF_TTL_SECONDS,
    rateLimitPerMinute: e.RC_RATE_LIMIT_PER_MINUTE,
    signinRateLimitPerMinute: e.RC_SIGNIN_RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.RC_BODY_LIMIT_BYTES,
    webDist: e.RC_WEB_DIST,
    ssrLanding: e.RC_SSR_LANDING === '1',
    webSsrDist: e.RC_WEB_SSR_DIST,
    logLevel: e.RC_LOG_LEVEL,
    validateReplies: e.RC_VALIDATE_REPLIES,
    rescueOfferSeconds: e.RC_RESCUE_OFFER_SECONDS,
    rescueSweepSeconds: e.RC_RESCUE_SWEEP_SECONDS,
    dispatchDeskNumber: e.RC_DISPATCH_DESK_NUMBER || (demo ? '01065880000' : ''),
    dbPoolWaitMs: e.RC_DB_POOL_WAIT_MS,
    dbStatementTimeoutMs: e.RC_DB_STATEMENT_TIMEOUT_MS,
    requestTimeoutMs: e.RC_REQUEST_TIMEOUT_MS,
    dbStartTimeoutSeconds: e.RC_DB_START_TIMEOUT_SECONDS,
    shutdownGraceMs: e.RC_SHUTDOWN_GRACE_MS,
    metricsToken: e.RC_METRICS_TOKEN,
    bookingSweepSeconds: e.RC_BOOKING_SWEEP_SECONDS,
  };
}
