import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../tests/helpers/server.js'
import { pinServer } from './cpus.js'

export interface RecordedAnswer {
  status: number
  /** As sent: name, value, name, value… (without what Node adds itself: Date, Connection, Keep-Alive). */
  headers: string[]
  body: Buffer
}

const ADDED_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** One answer exactly as it came over the wire, still compressed. */
export function recordAnswer(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const raw = response.rawHeaders
        const kept: string[] = []
        for (let i = 0; i < raw.length; i += 2) {
          if (!ADDED_BY_NODE.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!)
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) })
      })
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/** Starts bench/lib/bare-node-server.mjs in its own process, answering every request with `answer`. */
export async function serveWithBareNode(answer: RecordedAnswer) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bare-'))
  writeFileSync(join(dir, 'answer.json'), JSON.stringify({ status: answer.status, headers: answer.headers }))
  writeFileSync(join(dir, 'body'), answer.body)
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [new URL('./bare-node-server.mjs', import.meta.url).pathname, dir, String(port)],
    {
      stdio: 'ignore',
    },
  )
  const url = `http://127.0.0.1:${port}/`
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(url).then(
      () => true,
      () => false,
    )
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // Pinned as Tessera is: its main thread on the server CPU, its helper threads beside the load.
  pinServer(child.pid!)
  return {
    url,
    pid: child.pid!,
    stop: () => {
      child.kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
