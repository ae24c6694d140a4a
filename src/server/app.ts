import { createServer } from 'node:http'
import compress from '@fastify/compress'
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import analyticsPlugin from './analytics/plugin.js'
import billingPlugin from './billing/plugin.js'
import type { Config } from './config.js'
import type { Database } from './db/client.js'
import { errorBody } from './plugins/error-handler.js'
import { serializeError } from './log.js'
import { createMailer } from './mail/mailer.js'
import authPlugin from './auth/plugin.js'
import databasePlugin from './db/plugin.js'
import errorHandler from './plugins/error-handler.js'
import healthChecks from './plugins/health-checks.js'
import picturesPlugin from './images/plugin.js'
import openApi from './plugins/openapi.js'
import rateLimitPlugin from './rate-limits/plugin.js'
import sameOrigin from './plugins/same-origin.js'
import securityHeaders from './plugins/security-headers.js'
import storagePlugin from './storage/plugin.js'
import pageStatesPlugin from './public-pages/plugin.js'
import changesPlugin from './realtime/changes-plugin.js'
import customDomainsPlugin from './custom-domains/plugin.js'
import { createHostRouting, type HostRouting } from './custom-domains/host-routing.js'
import { createFastPath, sendPrepared, type FastPath } from './public-pages/fast-path.js'
import { sendNotFoundPage } from './public-pages/html-replies.js'
import { localeOfHeaders } from './public-pages/visitor-language.js'
import { requestIdOf } from './request-id.js'
import { RequestLog } from './request-log.js'
import { trustProxyFor } from './trust-proxy.js'
import accountRoutes from './routes/account/index.js'
import analyticsRoutes from './routes/analytics/index.js'
import answerRoutes from './routes/answers/index.js'
import allowedDomainRoutes from './routes/domains/index.js'
import sensitiveContentRoutes from './routes/sensitive/index.js'
import appShellRoutes from './routes/app-shell/index.js'
import billingRoutes from './routes/billing/index.js'
import fontRoutes from './routes/fonts/index.js'
import healthRoutes from './routes/health/index.js'
import messageRoutes from './routes/messages/index.js'
import unsubscribeRoutes from './routes/inbox/index.js'
import nameRoutes from './routes/names/index.js'
import feedbackRoutes from './routes/feedback/index.js'
import sitePages from './routes/legal/index.js'
import publicPageRoutes from './routes/public/index.js'
import browserScripts from './routes/scripts/index.js'
import sharingRoutes from './routes/sharing/index.js'
import signedInRoutes from './routes/signed-in.js'
import uploadRoutes from './routes/uploads/index.js'
import { createMessageBus, type MessageBus } from './realtime/message-bus.js'
import { findLiveMessage } from './services/messages.js'
import type { InboxMailer } from './services/inbox-notifications.js'
import type { FastifyZodInstance } from './types.js'
import { embedFetchSettings, type EmbedFetchSettings } from './embeds/previews.js'
import { ZOD_COMPILERS } from './zod-compilers.js'
import type Stripe from 'stripe'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    messageBus: MessageBus
    inboxMailer: InboxMailer
    /** The time (epoch ms) by which analytics' days and notices' windows are judged. */
    clock: () => number
    /** How embed previews and imported images are fetched, with the addresses that failed lately. */
    embedFetches: EmbedFetchSettings
  }
}

export interface BuildOptions {
  config: Config
  database: Database
  /** Close the database when the app closes (true for the process that opened it). */
  ownsDatabase?: boolean
  logger?: FastifyServerOptions['logger']
  /** A Stripe client to use instead of one built from STRIPE_SECRET_KEY (tests point it at a local fake). */
  stripeClient?: Stripe
  /** The clock (epoch ms) of analytics and notices, for tests that cross midnight or a notice's start. */
  now?: () => number
  /** Keys each rate limit keeps in memory (tests lower it to flood a store cheaply). */
  keysPerLimit?: number
  /** Told of each route as it is registered (a test checks the root segments they take against the reserved names). */
  onRoute?: (route: RouteOptions) => void
}

const BODY_LIMIT_BYTES = 1024 * 1024

/** The public origin, plus the app's dev server while developing. */
function trustedOrigins(config: Config): string[] {
  const origins = [new URL(config.baseUrl).origin]
  if (config.NODE_ENV === 'development') origins.push(`http://localhost:${config.devAppPort}`)
  return origins
}

export async function build({
  config,
  database,
  ownsDatabase = true,
  logger,
  stripeClient,
  now,
  keysPerLimit,
  onRoute,
}: BuildOptions): Promise<FastifyZodInstance> {
  const logOptions = logger ?? {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  }
  const trustProxy = trustProxyFor(config.TRUST_PROXY)
  // Set once the public routes exist; until then every request goes to Fastify.
  let fastPath: FastPath = () => false
  // Set with it: requests on a custom domain readdressed to their grid's page (ADR 0065).
  let hostRouting: HostRouting = () => false
  const app = Fastify({
    // Whatever the logger, errors are logged without the values of a failed query (log.ts).
    logger:
      typeof logOptions === 'object'
        ? { ...logOptions, serializers: { ...logOptions.serializers, err: serializeError } }
        : logOptions,
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => requestIdOf(request.headers),
    requestIdHeader: false,
    schemaController: { compilersFactory: ZOD_COMPILERS },
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    // Start-up work (migrations checked, scripts read) can be slow on a busy two-core machine.
    pluginTimeout: 60_000,
    // Fastify's own HTTP server, with the public pages' fast path in front of Fastify's handler.
    serverFactory: (handler, options) => {
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as Record<string, number>
      const server = createServer((request, response) => {
        if (!hostRouting(request, response) && !fastPath(request, response)) handler(request, response)
      })
      server.keepAliveTimeout = keepAliveTimeout!
      server.requestTimeout = requestTimeout!
      server.setTimeout(connectionTimeout)
      return server
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.decorate('config', config)
  app.decorate('clock', now ?? Date.now)
  app.decorate('embedFetches', embedFetchSettings(config, app.clock))
  // The one-segment paths of the app's own routes, which the router prefers to /:name.
  const rootPaths = new Set<string>()
  app.addHook('onRoute', (route) => {
    if (/^\/[^/:*]+$/.test(route.url)) rootPaths.add(route.url)
    onRoute?.(route)
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  await app.register(errorHandler)
  await app.register(securityHeaders)
  await app.register(compress, { encodings: ['br', 'gzip'] })
  await app.register(healthChecks)
  await app.register(databasePlugin, { database, closeOnShutdown: ownsDatabase })
  await app.register(storagePlugin, { config })
  await app.register(changesPlugin)
  await app.register(pageStatesPlugin)
  await app.register(customDomainsPlugin)
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX, keysPerLimit })
  // After the limits: a client's views are counted like them; and on close the last counts are written before Redis goes.
  await app.register(analyticsPlugin, { now: app.clock })
  await app.register(openApi)
  await app.register(sameOrigin, {
    trustedOrigins: trustedOrigins(config),
    // A page on a custom domain posts its message form to that domain.
    isTrustedHost: (host) => app.customDomains.isCustomHost(host),
  })
  await app.register(picturesPlugin)
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log: app.log,
    production: config.NODE_ENV === 'production',
  })
  app.addHook('onClose', async () => mailer.close())
  app.decorate('inboxMailer', { mailer, baseUrl: config.baseUrl, log: app.log })
  await app.register(authPlugin, { config, mailer })
  await app.register(billingPlugin, { config, stripeClient })
  const messageBus = await createMessageBus({
    database,
    log: app.log,
    read: ({ ownerId, messageId }) => findLiveMessage(app.db, ownerId, messageId),
  })
  app.decorate('messageBus', messageBus)
  app.addHook('onClose', () => messageBus.close())

  await app.register(healthRoutes)
  await app.register(allowedDomainRoutes)
  await app.register(fontRoutes)
  await app.register(browserScripts)
  await app.register(nameRoutes)
  await app.register(accountRoutes)
  await app.register(analyticsRoutes)
  await app.register(billingRoutes)
  await app.register(messageRoutes)
  await app.register(unsubscribeRoutes)
  await app.register(answerRoutes)
  await app.register(sensitiveContentRoutes)
  await app.register(uploadRoutes)
  await app.register(appShellRoutes)
  await app.register(feedbackRoutes, { config })
  await app.register(sitePages, { config })
  await app.register(sharingRoutes)
  await app.register(signedInRoutes)
  await app.register(publicPageRoutes)

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}.`))
    }
    return sendNotFoundPage(request, reply)
  })

  app.addHook('onReady', async () => {
    fastPath = createFastPath({ documents: app.publicDocuments, rootPaths, trustProxy, log: app.log })
    hostRouting = createHostRouting(app.customDomains.active, (request, response) => {
      // The cookies are dropped on a custom domain: the browser's languages choose.
      sendPrepared(request, response, app.publicDocuments.notFound(localeOfHeaders(request.headers)))
      return true
    })
  })
  app.addHook('preClose', async () => {
    fastPath = () => false
    hostRouting = () => false
  })

  return app
}
