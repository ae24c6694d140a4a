import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import type { Config } from '../../config.js'
import { notFound } from '../../errors.js'
import { PROJECT_ROOT } from '../../paths.js'
import type { FastifyZodInstance } from '../../types.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The public page's enhancement script (content-hashed address), or undefined when it is not built. */
    messageFlowScriptUrl: string | undefined
  }
}

/** `npm run build` writes the bundle here (scripts/build-server.mjs); the production server reads it. */
export const MESSAGE_FLOW_BUILT_FILE = join(PROJECT_ROOT, 'dist', 'public', 'message-flow.js')
const MESSAGE_FLOW_SOURCE = join(PROJECT_ROOT, 'src', 'ui', 'enhance', 'message-flow.ts')
const IMMUTABLE = 'public, max-age=31536000, immutable'
const ScriptParams = z.object({ file: z.string().max(100) })
const SCRIPT_FILE = /^message-flow\.[0-9a-f]{12}\.js$/

let bundledFromSource: Promise<string> | undefined

/** Outside production (tsx, tests) the script is bundled from its source once per process. */
async function bundleFromSource(): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [MESSAGE_FLOW_SOURCE],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

async function loadScript(config: Config, log: FastifyBaseLogger): Promise<string | undefined> {
  try {
    if (config.NODE_ENV === 'production') return await readFile(MESSAGE_FLOW_BUILT_FILE, 'utf8')
    bundledFromSource ??= bundleFromSource()
    return await bundledFromSource
  } catch (error) {
    // The page works without it (the message form posts): say so once and go on.
    log.warn({ err: error }, 'the message tile script is not available; public pages are served without it')
    return undefined
  }
}

/**
 * Serves the public page's only script: the message tile's stepwise flow (src/ui/enhance). Its
 * address carries a hash of its content, so browsers keep it for a year and a new build is a new
 * address. Registered before the public page routes, which put the address in the page.
 */
async function messageFlowScript(app: FastifyZodInstance) {
  const script = await loadScript(app.config, app.log)
  const hash = script ? createHash('sha256').update(script).digest('hex').slice(0, 12) : undefined
  const fileName = hash ? `message-flow.${hash}.js` : undefined
  app.decorate('messageFlowScriptUrl', fileName ? `/scripts/${fileName}` : undefined)

  app.get('/scripts/:file', { schema: { hide: true, params: ScriptParams } }, async (request, reply) => {
    const { file } = request.params
    if (!script || !SCRIPT_FILE.test(file)) throw notFound('No such script.')
    // During a rolling deploy a page from another build may ask for its own version: it gets this
    // one, which speaks to the same API, but only this build's address is cached for good.
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', file === fileName ? IMMUTABLE : 'no-cache')
      .send(script)
  })
}

export default fp(messageFlowScript, { name: 'message-flow-script' })
