import { requirePro } from '../services/messages.js'
import type { FastifyZodInstance } from '../types.js'
import ownAccountRoutes from './account/owner.js'
import gridAnalyticsRoutes from './analytics/owner.js'
import ownAnswerRoutes from './answers/owner.js'
import ownDomainRoutes from './domains/owner.js'
import ownBillingRoutes from './billing/owner.js'
import sendFeedbackRoutes from './feedback/owner.js'
import ownGridRoutes from './grids/index.js'
import inboxActivityRoutes from './inbox/owner.js'
import inboxMessageRoutes from './messages/owner.js'
import moderationRoutes from './moderation/index.js'
import ownNoticeRoutes from './notices/owner.js'
import portabilityRoutes from './portability/owner.js'
import qrCodeRoutes from './sharing/owner.js'
import shareImageRoutes from './sharing/share-images.js'
import uploadImageRoutes from './uploads/owner.js'

/**
 * Every route for a signed-in user, and only those (ADR 0025): one requireUser, before the body is
 * read, gives each of them `request.viewer`. A route registered anywhere else cannot read it.
 */
export default async function signedInRoutes(app: FastifyZodInstance) {
  app.addHook('onRequest', app.requireUser)
  await app.register(ownAccountRoutes)
  await app.register(ownGridRoutes)
  await app.register(gridAnalyticsRoutes)
  await app.register(ownBillingRoutes)
  await app.register(uploadImageRoutes)
  await app.register(sendFeedbackRoutes)
  await app.register(qrCodeRoutes)
  await app.register(ownNoticeRoutes)
  await app.register(ownDomainRoutes)
  await app.register(portabilityRoutes)

  // The inbox and what hangs on it (answers, share images, moderation) are Pro's: one check, after the request is validated.
  await app.register(async function proRoutes(pro: FastifyZodInstance) {
    pro.addHook('preHandler', async (request) => requirePro(request.viewer))
    await pro.register(inboxMessageRoutes)
    await pro.register(inboxActivityRoutes)
    await pro.register(ownAnswerRoutes)
    await pro.register(shareImageRoutes)
    await pro.register(moderationRoutes)
  })
}
