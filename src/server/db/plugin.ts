import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, Db } from './client.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    database: Database
  }
}

async function databasePlugin(app: FastifyInstance, options: { database: Database; closeOnShutdown: boolean }) {
  app.decorate('database', options.database)
  app.decorate('db', options.database.db)
  if (options.closeOnShutdown) app.addHook('onClose', () => options.database.close())
}

export default fp(databasePlugin, { name: 'database' })
