import { API } from '@domain/api-routes.js'
import { addApiRoute } from '../../api-route.js'
import { onFirstUse } from '@domain/on-first-use.js'
import { findOwnGrid } from '../../services/grids.js'
import type { FastifyZodInstance } from '../../types.js'

/** Loaded by the first QR code an owner asks for (ADR 0057). */
const loadQrCode = onFirstUse(async () => (await import('qrcode')).default)

/** Medium error correction and the standard's quiet zone of 2 modules, in both formats. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const
/** Wide enough to print a few centimetres sharp and to post; the PNG is 1-bit, a few KB. */
const PNG_WIDTH = 1024

const QR_CODE_FORMATS = {
  svg: { route: API.gridQrCode, type: 'image/svg+xml; charset=utf-8' },
  png: { route: API.gridQrCodePng, type: 'image/png' },
} as const

/** The QR code of a grid's address, for its signed-in owner to print (SVG) or post (PNG). */
export default async function qrCodeRoutes(app: FastifyZodInstance) {
  const { baseUrl } = app.config

  for (const format of ['svg', 'png'] as const) {
    const { route, type } = QR_CODE_FORMATS[format]
    addApiRoute(
      app,
      // The two routes differ in their path only: one handler type serves both.
      route as typeof API.gridQrCode,
      {
        schema: {
          summary: `The QR code of a grid's public address, as a ${format.toUpperCase()} download (owner only).`,
        },
      },
      async (request, reply) => {
        const grid = await findOwnGrid(app.db, request.viewer, request.params.name)
        const QRCode = await loadQrCode()
        const address = `${baseUrl}/${grid.name}`
        const image =
          format === 'svg'
            ? await QRCode.toString(address, { ...QR_OPTIONS, type: 'svg' })
            : await QRCode.toBuffer(address, { ...QR_OPTIONS, type: 'png', width: PNG_WIDTH })
        return reply
          .type(type)
          .header('content-disposition', `attachment; filename="${grid.name}-qr.${format}"`)
          .header('cache-control', 'private, no-cache')
          .send(image)
      },
    )
  }
}
