import fp from 'fastify-plugin'
import { z } from 'zod'
import { notFound } from '../../errors.js'
import { BROWSER_SCRIPTS, loadBrowserScripts, type BrowserScriptName } from '../../public-pages/browser-scripts.js'
import type { FastifyZodInstance } from '../../types.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The content-hashed address of each browser script, absent when it is not built. */
    scriptUrls: Partial<Record<BrowserScriptName, string>>
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const ScriptParams = z.object({ file: z.string().max(100) })
const SCRIPT_FILE = new RegExp(`^(${Object.keys(BROWSER_SCRIPTS).join('|')})\\.[0-9a-f]{12}\\.js$`)

/**
 * Serves the browser scripts of the server-rendered pages: the landing's and the message tile's
 * flow (src/ui/enhance). An address carries a hash of the content, so browsers keep it for a year
 * and a new build is a new address. Registered before the page routes, which put the address in the page.
 */
async function browserScripts(app: FastifyZodInstance) {
  const scripts = new Map((await loadBrowserScripts(app.config, app.log)).map((script) => [script.name, script]))
  app.decorate(
    'scriptUrls',
    Object.fromEntries([...scripts].map(([name, script]) => [name, `/scripts/${script.fileName}`])),
  )

  app.get('/scripts/:file', { schema: { hide: true, params: ScriptParams } }, async (request, reply) => {
    const { file } = request.params
    const script = scripts.get(SCRIPT_FILE.exec(file)?.[1] as BrowserScriptName)
    if (!script) throw notFound('No such script.')
    // During a rolling deploy a page from another build may ask for its own version: it gets this
    // one, which speaks to the same API, but only this build's address is cached for good.
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', file === script.fileName ? IMMUTABLE : 'no-cache')
      .send(script.code)
  })
}

export default fp(browserScripts, { name: 'browser-scripts' })
