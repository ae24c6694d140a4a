import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import { z } from 'zod'
import {
  BROWSER_SCRIPTS,
  BUILT_SCRIPTS_DIR,
  bundleBrowserScripts,
  SCRIPTS_MANIFEST,
  type BrowserScriptName,
  type BuiltScript,
} from '../../../../scripts/assets/browser-scripts.js'
import type { Config } from '../../config.js'
import { notFound } from '../../errors.js'
import { PROJECT_ROOT } from '../../paths.js'
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

/** `npm run build` wrote the scripts and their manifest (scripts/build-server.ts): production reads them. */
async function readBuiltScripts(): Promise<BuiltScript[]> {
  const dir = join(PROJECT_ROOT, BUILT_SCRIPTS_DIR)
  const manifest = JSON.parse(await readFile(join(dir, SCRIPTS_MANIFEST), 'utf8')) as Record<BrowserScriptName, string>
  return Promise.all(
    (Object.keys(BROWSER_SCRIPTS) as BrowserScriptName[]).map(async (name) => ({
      name,
      fileName: manifest[name],
      code: await readFile(join(dir, manifest[name]), 'utf8'),
    })),
  )
}

async function loadScripts(config: Config, log: FastifyBaseLogger): Promise<BuiltScript[]> {
  try {
    // Outside production (tsx, tests) they are bundled from source once, the way the build does it.
    return config.NODE_ENV === 'production' ? await readBuiltScripts() : await bundleBrowserScripts(PROJECT_ROOT)
  } catch (error) {
    // The pages work without them (links and forms need no script): say so once and go on.
    log.warn({ err: error }, 'the browser scripts are not available; pages are served without them')
    return []
  }
}

/**
 * Serves the browser scripts of the server-rendered pages: the landing's and the message tile's
 * flow (src/ui/enhance). An address carries a hash of the content, so browsers keep it for a year
 * and a new build is a new address. Registered before the page routes, which put the address in the page.
 */
async function browserScripts(app: FastifyZodInstance) {
  const scripts = new Map((await loadScripts(app.config, app.log)).map((script) => [script.name, script]))
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
