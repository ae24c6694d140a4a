import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createElement, type FunctionComponent } from 'react'
import { PrivacyPolicyPage } from '@ui/legal/PrivacyPolicyPage.js'
import { TermsOfServicePage } from '@ui/legal/TermsOfServicePage.js'
import type { Operator } from '@ui/operator.js'
import type { Config } from '../../config.js'
import { CLIENT_DIST_DIR, PROJECT_ROOT } from '../../paths.js'
import { sendHtml } from '../../public-pages/html-replies.js'
import type { FastifyZodInstance } from '../../types.js'
import type { Locale } from '@domain/locales.js'
import { chooseVisitorLocale, VISITOR_LANGUAGE_VARY } from '../../public-pages/visitor-language.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Who runs this installation and where (OPERATOR_*), for the legal pages and the landing. */
    operator: Operator
  }
}

/** Landing images carry a content version in their URL (`?v=`) and the script's URL is content-hashed. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The legal pages (`/terms-of-service`, `/privacy-policy`), in the visitor's language, and the landing page's assets: its
 * script and its screenshots under `/landing/` (from the build, or from `public/` before one).
 */
async function sitePages(app: FastifyZodInstance, options: { config: Config }) {
  const { OPERATOR_NAME, OPERATOR_EMAIL, OPERATOR_COUNTRY, HOSTING_COUNTRY } = options.config
  const operator: Operator = {
    name: OPERATOR_NAME,
    email: OPERATOR_EMAIL,
    country: OPERATOR_COUNTRY,
    hostingCountry: HOSTING_COUNTRY ?? OPERATOR_COUNTRY,
  }
  app.decorate('operator', operator)

  const prevailingLocale = options.config.LEGAL_PREVAILING_LANGUAGE
  const legalPage =
    (page: FunctionComponent<{ operator: Operator; signedIn: boolean; prevailingLocale: Locale }>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const viewer = await app.currentViewer(request, reply)
      const locale = chooseVisitorLocale(request, reply, viewer?.locale)
      reply.header('vary', VISITOR_LANGUAGE_VARY)
      return sendHtml(reply, createElement(page, { operator, signedIn: Boolean(viewer), prevailingLocale }), locale)
    }
  app.get('/terms-of-service', { schema: { hide: true } }, legalPage(TermsOfServicePage))
  app.get('/privacy-policy', { schema: { hide: true } }, legalPage(PrivacyPolicyPage))

  const builtImages = join(CLIENT_DIST_DIR, 'landing')
  await app.register(fastifyStatic, {
    root: existsSync(builtImages) ? builtImages : join(PROJECT_ROOT, 'public', 'landing'),
    prefix: '/landing/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', IMMUTABLE),
  })
}

export default fp(sitePages, { name: 'site-pages', dependencies: ['auth'] })
