import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grids } from '@server/db/schema.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { activateDomain } from '../helpers/custom-domains.js'
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js'
import { freePort } from '../helpers/server.js'
import { runsOnlyIf } from '../helpers/skip.js'
import { introTile } from '../helpers/tiles.js'

// Debian's Caddy in front of the app, as docs/operations.md sets it up, with Caddy's internal CA
// instead of Let's Encrypt: on-demand TLS asks the app which names may have a certificate (ADR 0065).

const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy'
const WITH_CADDY = runsOnlyIf(existsSync(CADDY), `no Caddy at ${CADDY} (.ci/run installs Debian's caddy)`)

let app: TestApp
let dns: TestDnsServer
let owner: SignedUpUser
let caddy: ChildProcess
let caddyLog = ''
let home: string
let httpsPort: number

interface Fetched {
  code: number
  status?: number
  body: string
  error: string
}

/** curl over HTTPS to Caddy for `domain`, trusting only Caddy's local root. */
function fetchOverTls(domain: string, path = '/'): Promise<Fetched> {
  const rootCertificate = join(home, 'data/caddy/pki/authorities/local/root.crt')
  const args = ['-sS', '--max-time', '20', '--resolve', `${domain}:${httpsPort}:127.0.0.1`, '--cacert', rootCertificate]
  args.push('-w', '\n%{http_code}', `https://${domain}:${httpsPort}${path}`)
  return new Promise((resolve) => {
    execFile('curl', args, { maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      const at = stdout.lastIndexOf('\n')
      resolve({
        code: typeof error?.code === 'number' ? error.code : 0,
        status: error ? undefined : Number(stdout.slice(at + 1)),
        body: stdout.slice(0, at),
        error: stderr,
      })
    })
  })
}

/** Resolves once something accepts connections on the loopback port. */
async function listening(port: number) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true))
      socket.on('error', () => resolve(false))
    })
    if (open) return
    if (caddy.exitCode !== null) throw new Error(`Caddy exited: ${caddyLog}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Caddy did not listen on ${port}: ${caddyLog}`)
}

describe('Caddy’s on-demand TLS in front of the app', WITH_CADDY, () => {
  beforeAll(async () => {
    dns = await startDnsServer()
    app = await buildTestApp({ DNS_RESOLVER: dns.address, CUSTOM_DOMAIN_ADDRESSES: '127.0.0.1' })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const appPort = (app.server.address() as { port: number }).port
    owner = await app.signUp('owner', { plan: 'pro' })
    const tiles = [introTile('Nina')]
    await app.db.update(grids).set({ tiles, mobileTiles: tiles, active: true }).where(eq(grids.name, 'owner'))

    home = mkdtempSync(join(tmpdir(), 'tessera-caddy-'))
    httpsPort = await freePort()
    const caddyfile = join(home, 'Caddyfile')
    writeFileSync(
      caddyfile,
      `{
	admin off
	skip_install_trust
	http_port ${await freePort()}
	https_port ${httpsPort}
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/api/domains/allowed
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${appPort}
}
`,
    )
    caddy = spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: join(home, 'data'),
        XDG_CONFIG_HOME: join(home, 'config'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    caddy.stdout!.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()))
    caddy.stderr!.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()))
    await listening(httpsPort)
  })

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve))
      caddy.kill('SIGTERM')
      await exited
    }
    await app?.close()
    await dns?.close()
    if (home) rmSync(home, { recursive: true, force: true })
  })

  it('gets an active domain a certificate and its page over HTTPS, with no cookie', async () => {
    await activateDomain(owner, dns, { grid: 'owner', domain: 'links.example.com', address: '127.0.0.1' })
    const page = await fetchOverTls('links.example.com')
    expect(page.error, caddyLog).toBe('')
    expect(page.status).toBe(200)
    expect(page.body).toContain('<link rel="canonical" href="https://links.example.com/"/>')
    expect(page.body).toContain('Nina')
    expect((await fetchOverTls('links.example.com', '/login')).status).toBe(404)
  })

  it('gets an unknown domain no certificate: the handshake fails', async () => {
    const refused = await fetchOverTls('unknown.example.com')
    expect(refused.status).toBeUndefined()
    expect(refused.code).toBe(35) // CURLE_SSL_CONNECT_ERROR: Caddy ended the handshake
  })

  it('gets a removed domain no new certificate', async () => {
    await activateDomain(owner, dns, { grid: 'owner', domain: 'shop.example.com', address: '127.0.0.1' })
    await owner.delete('/api/grids/owner/domain')
    const refused = await fetchOverTls('shop.example.com')
    expect(refused.status).toBeUndefined()
    expect(refused.code).toBe(35)
    // The certificate Caddy already holds still shakes hands, but the grid's page is no longer there.
    const replaced = await fetchOverTls('links.example.com')
    expect(replaced.error).toBe('')
    expect(replaced.body).not.toContain('Nina')
  })
})
