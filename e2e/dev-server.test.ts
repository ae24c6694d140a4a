import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../tests/helpers/server.js'
import { newDataDir } from './support/data-dir.js'

/** How long `npm run dev` may take to answer through the app's dev server (tsx and Vite start cold). */
const START_DEADLINE_MS = 150_000
/** How long its processes may take to end after SIGTERM. */
const STOP_DEADLINE_MS = 15_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** True while any process of the group led by `pid` is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

// `npm run dev` as a newcomer runs it, on ports other than the defaults: the server from source on
// PORT and the app's dev server on DEV_APP_PORT, which sends /api to the server (ADR 0054).
describe('npm run dev on ports of its own', () => {
  let dev: ChildProcess
  let output = ''
  let appUrl: string

  beforeAll(async () => {
    const [port, appPort] = [await freePort(), await freePort()]
    appUrl = `http://localhost:${appPort}`
    // Its own process group, so that stopping it reaches the server and Vite under npm and concurrently.
    dev = spawn('npm', ['run', 'dev'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Vitest sets NODE_ENV=test and BASE_URL=/ for itself; the dev server runs as a developer's does.
        NODE_ENV: 'development',
        BASE_URL: `http://localhost:${port}`,
        PORT: String(port),
        DEV_APP_PORT: String(appPort),
        DATA_DIR: newDataDir('dev-server'),
        LOG_LEVEL: 'warn',
      },
    })
    dev.stdout?.on('data', (chunk) => (output += chunk))
    dev.stderr?.on('data', (chunk) => (output += chunk))
    const deadline = Date.now() + START_DEADLINE_MS
    for (;;) {
      const health = await fetch(`${appUrl}/api/health`).catch(() => undefined)
      if (health?.ok) break
      if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}:\n${output}`)
      if (Date.now() > deadline)
        throw new Error(`npm run dev did not answer within ${START_DEADLINE_MS} ms:\n${output}`)
      await pause(500)
    }
  }, START_DEADLINE_MS + 10_000)

  afterAll(async () => {
    const pid = dev.pid
    if (pid === undefined || !groupAlive(pid)) return
    process.kill(-pid, 'SIGTERM')
    const deadline = Date.now() + STOP_DEADLINE_MS
    while (groupAlive(pid) && Date.now() < deadline) await pause(200)
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
  })

  it('serves the app', async () => {
    const page = await fetch(`${appUrl}/login`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root">')
  })

  it('reaches the API through the app', async () => {
    const health = await fetch(`${appUrl}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
  })

  it("takes the app's origin as its own, not as a cross-site request", async () => {
    const signOut = await fetch(`${appUrl}/api/account/logout`, { method: 'POST', headers: { origin: appUrl } })
    expect(signOut.status).toBe(204)
  })

  it('stops with its process group, leaving no process behind', async () => {
    const pid = dev.pid!
    process.kill(-pid, 'SIGTERM')
    const deadline = Date.now() + STOP_DEADLINE_MS
    while (groupAlive(pid) && Date.now() < deadline) await pause(200)
    expect(groupAlive(pid), `processes of npm run dev still running:\n${output}`).toBe(false)
  })
})
