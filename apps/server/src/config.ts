import { z } from 'zod';

/**
 * The server's settings, read and checked once. Nothing else reads process.env.
 * Every setting is documented in the README ("Settings").
 */
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Real PostgreSQL; empty means the embedded PGlite database in RC_DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  RC_DATA_DIR: z.string().default('.data/pglite'),
  /** Demo mode (launcher at /demo, demo seed). Default: on for PGlite, off for PostgreSQL. */
  RC_DEMO: bool.optional(),
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
  RC_SHENCE_URL: z.string().default('/api/rcservice/analytics/collect'),
  RC_MAP_TILE_URL: z
    .string()
    .default('https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}'),
  RC_CUSTOMER_SERVICE_URL: z.string().default('https://kefu.example-insurer.cn/h5'),
  RC_SESSION_IDLE_SECONDS: z.coerce.number().int().min(60).default(1800),
  RC_SESSION_ABSOLUTE_SECONDS: z.coerce
    .number()
    .int()
    .min(300)
    .default(8 * 3600),
  RC_HANDOFF_TTL_SECONDS: z.coerce.number().int().min(30).max(1800).default(1800),
  RC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RC_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  RC_WEB_DIST: z.string().default(''),
  RC_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Check every reply against its contract schema (on in tests; costs time in production). */
  RC_VALIDATE_REPLIES: bool.default(false),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  demo: boolean;
  publicUrl: string;
  dataKey: string;
  apiKey: string;
  applicantCode: string;
  mourn: 0 | 1;
  shenceServerUrl: string;
  mapTileUrl: string;
  customerServiceUrl: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  handoffTtlSeconds: number;
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['RC_LOG_LEVEL'];
  validateReplies: boolean;
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
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.RC_DATA_DIR,
    demo: e.RC_DEMO ?? e.DATABASE_URL === '',
    publicUrl: e.RC_PUBLIC_URL.replace(/\/$/, ''),
    dataKey: e.RC_DATA_KEY || demoDataKey,
    apiKey: e.RC_API_KEY,
    applicantCode: e.RC_APPLICANT_CODE,
    mourn: e.RC_MOURN === '1' ? 1 : 0,
    shenceServerUrl: e.RC_SHENCE_URL,
    mapTileUrl: e.RC_MAP_TILE_URL,
    customerServiceUrl: e.RC_CUSTOMER_SERVICE_URL,
    sessionIdleSeconds: e.RC_SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: e.RC_SESSION_ABSOLUTE_SECONDS,
    handoffTtlSeconds: e.RC_HANDOFF_TTL_SECONDS,
    rateLimitPerMinute: e.RC_RATE_LIMIT_PER_MINUTE,
    bodyLimitBytes: e.RC_BODY_LIMIT_BYTES,
    webDist: e.RC_WEB_DIST,
    logLevel: e.RC_LOG_LEVEL,
    validateReplies: e.RC_VALIDATE_REPLIES,
  };
}
