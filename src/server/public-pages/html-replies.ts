import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ReactElement } from 'react'
import type { Locale } from '@domain/locales.js'
import { renderDocument } from '@ui/render.js'
import { answerFor, type PreparedDocument } from './prepared-document.js'
import { chooseVisitorLocale } from './visitor-language.js'

/** A page rendered for this request alone, never stored by a cache without asking again. */
export function sendHtml(reply: FastifyReply, element: ReactElement, locale: Locale, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(renderDocument(element, locale))
}

/** A prepared document as its encoding and the request's validators decide (the fast path sends the same). */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, document: PreparedDocument) {
  const answer = answerFor(request.headers, document)
  return reply.code(answer.status).headers(answer.headers).send(answer.body)
}

/** The 404 page, in the visitor's language (ADR 0068). */
export function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply) {
  return sendDocument(request, reply, request.server.publicDocuments.notFound(chooseVisitorLocale(request, reply)))
}
