import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { DrawingThreads } from './drawing-threads.js'
import { drawingThreadData, drawTask, type Picture } from './picture-task.js'

/** Pictures one user's pages and messages may have drawn in a minute, share and link-preview images together. */
export const PICTURES_PER_MINUTE = 20
export const TOO_MANY_PICTURES = 'Too many images drawn in a minute. Please wait a minute and try again.'

export interface Pictures {
  /**
   * Draws a picture on the drawing threads, counted for the user it belongs to (the grid's owner,
   * the message's recipient): past PICTURES_PER_MINUTE the request gets 429.
   */
  draw(picture: Picture, userId: string, reply: FastifyReply): Promise<Buffer>
}

declare module 'fastify' {
  interface FastifyInstance {
    pictures: Pictures
  }
}

/** Share and Open Graph images, drawn off the request thread (ADR 0052). */
async function picturesPlugin(app: FastifyInstance) {
  const threads = new DrawingThreads(drawingThreadData())
  app.addHook('onClose', () => threads.close())
  const drawn = app.rateLimit({
    name: 'pictures',
    max: PICTURES_PER_MINUTE,
    timeWindow: '1 minute',
    message: TOO_MANY_PICTURES,
  })
  app.decorate('pictures', {
    async draw(picture, userId, reply) {
      await drawn.consume(userId, reply)
      return threads.draw(drawTask(picture))
    },
  } satisfies Pictures)
}

export default fp(picturesPlugin, { name: 'pictures', dependencies: ['rate-limit'] })
