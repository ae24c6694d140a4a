import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'

export interface ReverseProxy {
  url: string
  /** The instances it sends requests to, in turn; replace the list to add or remove one. */
  backends: string[]
  close(): Promise<void>
}

/**
 * A small load balancer: round robin over the backends, and a request whose connection is
 * refused (an instance that is down) goes to the next one; nothing reached the refusing instance,
 * so trying again is safe. Any other failure once a request is under way is a 502, as nginx would
 * answer. Streams (Server-Sent Events) pass through as they come. It believes the client's
 * X-Forwarded-For (the clients are the test, playing many visitors) and sets it otherwise.
 */
export async function startReverseProxy(backends: string[]): Promise<ReverseProxy> {
  let next = 0
  const proxy: ReverseProxy = { url: '', backends, close: async () => {} }
  const open = new Set<ServerResponse>()

  const server = createServer(async (incoming, outgoing) => {
    open.add(outgoing)
    outgoing.on('close', () => open.delete(outgoing))
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const tries = proxy.backends.length
    for (let attempt = 0; attempt < tries; attempt++) {
      const backend = proxy.backends[next++ % proxy.backends.length]!
      const refused = await forward(backend, incoming, body, outgoing)
      if (!refused) return
    }
    outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('no instance accepted the connection')
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  proxy.close = async () => {
    for (const response of open) response.destroy()
    await new Promise((resolve) => server.close(resolve))
  }
  return proxy
}

/** Resolves true when the backend refused the connection (nothing was sent), false otherwise. */
function forward(backend: string, incoming: IncomingMessage, body: Buffer, outgoing: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const target = new URL(incoming.url ?? '/', backend)
    const headers: Record<string, string | string[] | undefined> = { ...incoming.headers, host: target.host }
    headers['x-forwarded-for'] ??= incoming.socket.remoteAddress ?? '127.0.0.1'
    const upstream = httpRequest(target, { method: incoming.method, headers, agent: false }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
      answer.on('error', () => outgoing.destroy())
      answer.on('end', () => resolve(false))
      outgoing.on('close', () => {
        upstream.destroy()
        resolve(false)
      })
    })
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') return resolve(true)
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway')
      else outgoing.destroy()
      resolve(false)
    })
    upstream.end(body)
  })
}
