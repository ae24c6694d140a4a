import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { APP_SCREENS } from '@domain/app-routes.js'
import { CLIENT_DIST_DIR } from '../../paths.js'
import type { FastifyZodInstance } from '../../types.js'

/** The single-page app's screens (src/domain/app-routes.ts); everything else at the root is a public page. */
const APP_ROUTES = Object.values(APP_SCREENS).map((path) => `/${path}`)

const IMMUTABLE = 'public, max-age=31536000, immutable'

async function appShellRoutes(app: FastifyZodInstance) {
  const indexFile = join(CLIENT_DIST_DIR, 'index.html')
  const built = existsSync(indexFile)
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : undefined

  if (built) {
    await app.register(fastifyStatic, {
      root: join(CLIENT_DIST_DIR, 'assets'),
      prefix: '/assets/',
      cacheControl: false,
      setHeaders: (res) => res.header('cache-control', IMMUTABLE),
    })
    app.get('/favicon.svg', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.svg', CLIENT_DIST_DIR),
    )
  }

  const { NODE_ENV, devAppPort } = app.config
  app.decorateReply('sendAppShell', function sendAppShell(this: FastifyReply) {
    // `npm run dev` serves the app from source on its own port: links in mail and the log lead there.
    if (!indexHtml && NODE_ENV === 'development')
      return this.redirect(`http://localhost:${devAppPort}${this.request.url}`)
    if (!indexHtml) {
      return this.code(503)
        .header('content-type', 'text/plain; charset=utf-8')
        .send('The Tessera app is not built yet: run `npm run build`.')
    }
    return this.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml)
  })

  for (const route of APP_ROUTES) {
    app.get(route, { schema: { hide: true } }, (_request, reply) => reply.sendAppShell())
  }
}

// Decorates the root instance: the public catch-all serves the editor to a grid's owner.
export default fp(appShellRoutes, { name: 'app-shell' })

declare module 'fastify' {
  interface FastifyReply {
    sendAppShell(): FastifyReply
  }
}
