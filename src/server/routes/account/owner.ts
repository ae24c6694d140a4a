import { fromNodeHeaders } from 'better-auth/node'
import { API } from '@domain/api-routes.js'
import { forgetPasswordResetLinks } from '../../auth/auth.js'
import { refuseWeakPassword, rethrowAuthError, wrongCurrentPassword } from '../../auth/auth-errors.js'
import { badRequest } from '../../errors.js'
import { forwardSessionCookies } from '../../auth/plugin.js'
import { byClient } from '../../rate-limits/plugin.js'
import { addApiRoute } from '../../api-route.js'
import { deleteAccount, exportAccount, setAccountLanguage } from '../../services/accounts.js'
import type { FastifyZodInstance } from '../../types.js'

/** The signed-in user's own account: who they are, their password, their data, leaving. */
export default async function ownAccountRoutes(app: FastifyZodInstance) {
  /** Guessing the current password: fails closed (503) while the counters are unreachable. */
  const passwordGuesses = (name: string) =>
    app.limit({ name: `${name}-client`, max: 20, timeWindow: '1 hour', key: byClient, whenUnavailable: 'closed' })

  addApiRoute(app, API.me, async (request) => request.viewer)

  addApiRoute(app, API.setAccountLanguage, async (request) =>
    setAccountLanguage(app.db, request.viewer.id, request.body.locale),
  )

  addApiRoute(app, API.changePassword, { preHandler: passwordGuesses('change-password') }, async (request, reply) => {
    await refuseWeakPassword(request.body.newPassword)
    try {
      const { headers } = await app.auth.api.changePassword({
        body: {
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
          revokeOtherSessions: true,
        },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      })
      forwardSessionCookies(reply, headers)
      await forgetPasswordResetLinks(app.db, request.viewer.id)
    } catch (error) {
      rethrowAuthError(error, { INVALID_PASSWORD: wrongCurrentPassword() })
    }
    return reply.code(204).send()
  })

  addApiRoute(app, API.accountExport, async (request, reply) => {
    const data = await exportAccount(app.db, request.viewer.id, app.config.baseUrl)
    return reply
      .header('content-disposition', `attachment; filename="tessera-${request.viewer.username}.json"`)
      .send(data)
  })

  addApiRoute(
    app,
    API.deleteAccount,
    // A session alone (a borrowed laptop, a stolen cookie) must not be enough to delete everything.
    { preHandler: passwordGuesses('delete-account') },
    async (request, reply) => {
      const { viewer } = request
      if (request.body.confirmUsername !== viewer.username) {
        throw badRequest('CONFIRMATION_MISMATCH', 'Type your username exactly to confirm.')
      }
      try {
        await app.auth.api.verifyPassword({
          body: { password: request.body.currentPassword },
          headers: fromNodeHeaders(request.headers),
        })
      } catch (error) {
        rethrowAuthError(error, { INVALID_PASSWORD: wrongCurrentPassword() })
      }
      const { headers } = await app.auth.api.signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
      forwardSessionCookies(reply, headers)
      await deleteAccount(app.db, viewer.id, app.storage)
      return reply.code(204).send()
    },
  )
}
