import type { FastifyReply } from 'fastify'
import { createElement, type ReactElement } from 'react'
import { z } from 'zod'
import { GridPage } from '../../../ui/GridPage.js'
import { LandingPage } from '../../../ui/LandingPage.js'
import { NotFoundPage } from '../../../ui/NotFoundPage.js'
import { renderDocument } from '../../../ui/render.js'
import { findGridForPage } from '../../db/queries/public-grids.js'
import type { FastifyZodInstance } from '../../types.js'

export function sendHtml(reply: FastifyReply, element: ReactElement, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(renderDocument(element))
}

export function sendNotFoundPage(reply: FastifyReply) {
  return sendHtml(reply, createElement(NotFoundPage), 404)
}

const NameParams = z.object({ name: z.string() })

export default async function publicPageRoutes(app: FastifyZodInstance) {
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    sendHtml(reply, createElement(LandingPage, { signedIn: Boolean(await app.currentViewer(request, reply)) })),
  )

  app.get('/:name', { schema: { hide: true, params: NameParams } }, async (request, reply) => {
    // One address serves the editor to the owner and the page to everyone else.
    reply.header('vary', 'cookie')
    const grid = await findGridForPage(app.db, request.params.name)
    if (!grid) return sendNotFoundPage(reply)
    // The owner gets the editor at the same address (the spec's author mode), active or not.
    const viewer = await app.currentViewer(request, reply)
    if (viewer?.id === grid.ownerId) return reply.sendAppShell()
    if (!grid.active || grid.suspended) return sendNotFoundPage(reply)
    return sendHtml(reply, createElement(GridPage, { grid, title: `${grid.name} · Tessera` }))
  })
}
