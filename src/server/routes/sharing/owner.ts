import { API } from '@domain/api-routes.js'
import { addApiRoute } from '../../api-route.js'
import { onFirstUse } from '@domain/on-first-use.js'
import { findOwnGrid } from '../../services/grids.js'
import type { FastifyZodInstance } from '../../types.js'

/** Loaded by the first QR code an owner asks for (ADR 0057). */
const loadQrCode = onFirstUse(async () => (await import('qrcode')).default)

/** The QR code of a grid's address, for its signed-in owner to print. */
export default async function qrCodeRoutes(app: FastifyZodInstance) {
  const { baseUrl } = app.config

  addApiRoute(
    app,
    API.gridQrCode,
    { schema: { summary: "The QR code of a grid's public address, as an SVG download (owner only)." } },
    async (request, reply) => {
      const grid = await findOwnGrid(app.db, request.viewer, request.params.name)
      const QRCode = await loadQrCode()
      const svg = await QRCode.toString(`${baseUrl}/${grid.name}`, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      })
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${grid.name}-qr.svg"`)
        .header('cache-control', 'private, no-cache')
        .send(svg)
    },
  )
}
