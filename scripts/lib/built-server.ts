import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunningServer {
  baseUrl: string
  dataDir: string
  /** From starting the process to the first 200 of /api/health. */
  healthyAfterMs: number
  process: ChildProcess
  output: () => string
  stop: () => Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Node's flags for the server, as `npm start` gives them: without V8's memory reducer, a server that
 * sat idle for a few seconds answered a quarter fewer pages a second afterwards, for good (ADR 0044).
 */
const SERVER_NODE_FLAGS = ['--no-memory-reducer']
/** The C library's setting `npm start` gives it: one malloc arena for all the threads (ADR 0075). */
const SERVER_ENV = { MALLOC_ARENA_MAX: '1' }

/** Starts the built server (`dist/server/main.js`) on a free port with a fresh data directory. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // A restarted server may take its predecessor's port (open pages reconnect to it).
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'tessera-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running: nobody holds it to stop it, and it keeps its data directory busy.
      child.kill('SIGKILL')
      throw new Error(`server did not become healthy: ${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const healthyAfterMs = Math.round(performance.now() - started)

  return {
    baseUrl,
    dataDir,
    healthyAfterMs,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
