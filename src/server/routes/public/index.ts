import fp from 'fastify-plugin'
import { isPageName, NameParams } from '@domain/names.js'
import { sendDocument, sendNotFoundPage } from '../../public-pages/html-replies.js'
import { PublicDocuments } from '../../public-pages/public-documents.js'
import { publicPageRenderers } from '../../public-pages/renderers.js'
import { chooseVisitorLocale } from '../../public-pages/visitor-language.js'
import type { FastifyZodInstance } from '../../types.js'

/**
 * `/` and `/{name}`. A visitor without a session is usually answered before these routes run, by
 * the fast path (public-pages/fast-path.ts), from what they worked out the first time.
 */
async function publicPageRoutes(app: FastifyZodInstance) {
  const documents = new PublicDocuments(
    app.pageStates,
    publicPageRenderers(app),
    app.log,
    (visit, grid) => app.analytics.countView(visit, grid),
    app.clock,
  )
  app.decorate('publicDocuments', documents)

  app.get('/', { schema: { hide: true }, config: { compress: false } }, async (request, reply) => {
    const viewer = await app.currentViewer(request, reply)
    return sendDocument(
      request,
      reply,
      documents.landing(Boolean(viewer), chooseVisitorLocale(request, reply, viewer?.locale)),
    )
  })

  app.get(
    '/:name',
    // A name no page can have (control characters, a dot, too long) gets the 404 page, unlooked-up.
    { schema: { hide: true, params: NameParams }, attachValidation: true, config: { compress: false } },
    async (request, reply) => {
      if (request.validationError || !isPageName(request.params.name)) return sendNotFoundPage(request, reply)
      const state = await app.pageStates.get(request.params.name)
      // One address serves the editor to the owner and the page to everyone else.
      if (state && (await app.currentViewer(request, reply))?.id === state.ownerId) {
        return reply.header('vary', 'cookie').sendAppShell()
      }
      const page = await documents.forVisitor(state)
      if (!state || !page) return sendNotFoundPage(request, reply)
      const answered = sendDocument(request, reply, documents.shownTo(page, state, request.headers['user-agent']))
      documents.pageServed(request, state)
      return answered
    },
  )
}

// Decorates the root instance: the fast path and the not-found handler answer from its documents.
export default fp(publicPageRoutes, { name: 'public-pages', dependencies: ['page-states', 'auth', 'app-shell'] })
