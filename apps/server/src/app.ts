import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  Status,
  allEndpoints,
  localize,
  messages,
  pickLocale,
  statusCatalogue,
  type PageGlobals,
  login,
  loginWithNewRcCode,
  opsLogin,
  rescuerLogin,
  routePath,
  sendVerificationCode,
} from '@rc/contract';
import { webBuildDirs } from '@rc/contract/web-build-dirs';
import type { AppConfig } from './config.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { ambientTx } from './db/ambient-tx.js';
import { purgeCustomerChanges } from './db/customer-reads.js';
import { createFieldCrypto } from './db/field-crypto.js';
import { createRescueLiveHub } from './domain/rescue-live.js';
import { siteFlagsForPage, startSiteFlags } from './db/site-settings.js';
import { registerContract, sendEnvelope } from './http/endpoints.js';
import { startSessionCache } from './http/session-cache.js';
import { registerSpa } from './http/spa.js';
import { loadServerLanding } from './http/ssr-landing.js';
import { createEncryptedBodyOpener } from './http/encrypted-body.js';
import { roleOfSession } from './http/roles.js';
import { apiKeyHook } from './http/api-key.js';
import { isDatabaseBusy, registerLifecycle, sendBusy } from './http/lifecycle.js';
import { registerMetrics } from './http/metrics.js';
import { storageFaultAdvice, storageFaultOf } from './http/storage-fault.js';
import { createLoginLockout } from './http/login-lockout.js';
import { errorForLog, requestForLog } from './http/log-redaction.js';
import type { AppDeps } from './http/deps.js';
import { moduleRoutes } from './modules/registry.js';
import { registerDemo } from './modules/demo/routes.js';
import { startOfferSweep } from './modules/rescuer-work/offer-sweep.js';
import { startBookingSweep } from './modules/merchant/booking-sweep.js';
import { startNumberRelease } from './modules/rescue-calls/release.js';
import { purgeExpiredKeys } from './http/idempotency.js';
import { runEvery } from './http/periodic.js';
import { createStreamSlots } from './http/stream-slots.js';
import { purgeStaleMerchantPhotos } from './domain/merchant-photos.js';
import { registerAnalyticsCollector } from './modules/analytics/collector.js';
import { seedIfEmpty } from './seed/seed.js';

export interface BuildOptions {
  config: AppConfig;
  /** An already open database (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the configured logger writes instead of stdout (the security suites read the logs). */
  logStream?: { write(line: string): void };
}

/**
 * Where a person proves who they are or asks for a code (hand-off, login codes,
 * rescuer and console passwords, SMS code).
 */
const signinPaths = new Set(
  [login, loginWithNewRcCode, rescuerLogin, opsLogin, sendVerificationCode].map((e) => routePath(e)),
);

/**
 * The request limit is for work: the API and the demo launcher. The app's files
 * (one home screen is some 77 of them) are read from memory or disk and stay
 * outside it, so customers behind one shared address are not refused their scripts.
 */
const isLimited = (url: string) => url.startsWith('/api/') || url === '/demo' || url.startsWith('/demo/');

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/**
 * Builds the whole server, top to bottom: plumbing, the API contract with its
 * handlers, the demo launcher, then the single-page app.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // Route patterns, not URLs; errors without their query's values (http/log-redaction.ts).
      serializers: { req: requestForLog, err: errorForLog },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    // Requests arriving while shutting down get the envelope (http/lifecycle.ts), not Fastify's body.
    return503OnClosing: false,
    // Only configured proxies may say who the client is (RC_TRUST_PROXY); otherwise any
    // client could name a fresh address per request and walk past every per-address limit.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Validation is the contract's job (handlers answer -5 in the user's language),
    // the route schemas only feed the OpenAPI document.
    ajv: { customOptions: { strict: false } },
  });
  app.setValidatorCompiler(() => (data: unknown) => ({ value: data }));

  const fieldCrypto = createFieldCrypto(config.dataKey);
  // A new embedded database is seeded before it is put in place (decision 032).
  const prepare = config.demo
    ? (db: Db) => seedIfEmpty({ db, fieldCrypto }).then(() => undefined)
    : undefined;
  const database =
    opts.database ?? (await openDatabase({ ...config, prepare, warn: (m) => app.log.warn(m) }));
  if (!opts.database) app.addHook('onClose', () => database.close());
  const deps: AppDeps = {
    config,
    // Inside an idempotent call, its one transaction (decision 044); else the database.
    get db() {
      return ambientTx() ?? database.db;
    },
    dbKind: database.kind,
    fieldCrypto,
    rescueLive: createRescueLiveHub(database.listener),
    loginLockout: createLoginLockout(),
    streamSlots: createStreamSlots(),
  };
  app.decorate('deps', deps);
  // Sessions looked up lately, dropped on any change from any process (decision 025).
  const stopSessionCache = startSessionCache(database.db, database.listener);
  app.addHook('onClose', (_instance, done) => {
    stopSessionCache();
    done();
  });
  // Live streams never end by themselves; close them so shutting down does not wait on them.
  app.addHook('preClose', (done) => {
    deps.rescueLive.endAll();
    done();
  });

  if (config.demo) await seedIfEmpty(deps);

  await app.register(helmet, {
    // The HTML's policy (with a script nonce) is set where index.html is served.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  // Sign-in and code endpoints get a tighter limit per address than the rest: guessing
  // codes or passwords from one address stops at a few tries a minute. Set before the
  // rate-limit plugin so that its own onRoute hook sees the route's setting.
  app.addHook('onRoute', (route) => {
    if (signinPaths.has(route.url)) {
      route.config = {
        ...(route.config ?? {}),
        rateLimit: { max: config.signinRateLimitPerMinute, timeWindow: 60_000 },
      };
    } else if (!isLimited(route.url)) {
      route.config = { ...(route.config ?? {}), rateLimit: false };
    }
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: 'rate limited' }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Rights and services centre API', version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    const code = error.statusCode ?? 500;
    if (code === 429) {
      const entry = statusCatalogue[Status.busy];
      return sendEnvelope(
        reply,
        Status.busy,
        entry.message ? localize(entry.message, locale) : '',
        null,
        429,
      );
    }
    if (code === 413) {
      return sendEnvelope(reply, Status.badInput, localize(messages.bodyTooLarge, locale), null, 413);
    }
    if (code >= 400 && code < 500) {
      const text = localize(messages.invalidField, locale, {
        field: locale === 'zh-CN' ? '请求内容' : 'Request body',
      });
      return sendEnvelope(reply, Status.badInput, text, null);
    }
    // A full or read-only disk: "try again later" to the caller, what to do in the log (decision 044).
    const storage = storageFaultOf(error);
    if (storage) {
      request.log.error({ err: error, storage }, storageFaultAdvice(storage, config));
      return sendBusy(request, reply);
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database bound reached; answered busy');
      return sendBusy(request, reply);
    }
    request.log.error({ err: error }, 'unexpected fault');
    const entry = statusCatalogue[Status.serverFault];
    return sendEnvelope(
      reply,
      Status.serverFault,
      entry.message ? localize(entry.message, locale) : '',
      null,
      500,
    );
  });

  registerLifecycle(app, config, deps.db);
  registerMetrics(app, config, {
    liveStreams: () => deps.rescueLive.openCount(),
    pool: database.poolStats,
  });
  registerAnalyticsCollector(app, deps);
  app.addHook('onRequest', apiKeyHook(config));
  // API replies hold personal data: no browser or proxy cache keeps them (file replies set their own).
  // A callback hook, not an async one: no promise per reply on the hot path (decision 061).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url?.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  app.get('/api/rcservice/docs', { schema: { hide: true } }, () => app.swagger());

  registerContract(app, allEndpoints, moduleRoutes(deps), {
    db: deps.db,
    policy: { idleSeconds: config.sessionIdleSeconds, absoluteSeconds: config.sessionAbsoluteSeconds },
    openEncrypted: createEncryptedBodyOpener(deps),
    validateReplies: config.validateReplies,
    roleOf: (session) => roleOfSession(deps.db, session),
    callStart: (fn) => database.listener.withCallStart(fn),
  });

  if (config.demo) registerDemo(app, deps);
  startOfferSweep(app, deps);
  startBookingSweep(app, deps);
  startNumberRelease(app, deps);
  runEvery(app, 3600, 'idempotency key purge', () => purgeExpiredKeys(deps.db));
  runEvery(app, 3600, 'unattached merchant photo purge', () => purgeStaleMerchantPhotos(deps.db));
  // The pool's customer change log (decision 055) keeps ten minutes; PGlite writes none.
  if (database.kind === 'postgres')
    runEvery(app, 120, 'customer change log purge', () => purgeCustomerChanges(deps.db));

  // The mourning flag and theme version are admin settings (RC_MOURN is the default), cached per process.
  const stopSiteFlags = startSiteFlags(database.db, database.listener, config.mourn);
  app.addHook('onClose', (_instance, done) => {
    stopSiteFlags();
    done();
  });
  const globals = async (): Promise<PageGlobals> => {
    const flags = await siteFlagsForPage(database.db, config.mourn);
    return {
      apiKey: config.apiKey,
      applicantCode: config.applicantCode,
      mourn: flags.mourn,
      demo: config.demo,
      shenceServerUrl: config.shenceServerUrl,
      mapTileUrl: config.mapTileUrl,
      customerServiceUrl: config.customerServiceUrl,
      partnerLoginUrl: config.partnerLoginUrl,
      themeVersion: flags.themeVersion,
    };
  };
  // The same folders the web build wrote (a relative setting is read from the checkout root).
  const { dist: webDist, ssrDist } = webBuildDirs({
    RC_WEB_DIST: config.webDist,
    RC_WEB_SSR_DIST: config.webSsrDist,
  });
  const served = await registerSpa(app, webDist, globals, {
    scriptOrigins: config.map.scriptOrigins,
    serverLanding: config.ssrLanding ? await loadServerLanding(ssrDist, webDist) : null,
  });
  if (!served) {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ status: Status.toast, statusText: `${request.url}: not found`, data: null }),
    );
  }
  return app;
}
