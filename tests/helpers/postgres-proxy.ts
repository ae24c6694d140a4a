import { createConnection, createServer, type Socket } from 'node:net'

export interface PostgresProxy {
  /** host:port to put into a DATABASE_URL instead of the server's. */
  host: string
  /**
   * From now on, drops every byte of the connections that listen (those that sent a LISTEN), both
   * ways and without closing them: what a NAT's idle timeout or a failover without a reset does.
   */
  blackholeListeners(): void
  /** Lets everything through again (connections that lost bytes meanwhile are beyond repair). */
  restore(): void
  close(): Promise<void>
}

/** A TCP proxy in front of Postgres that can make the listening connections go silent. */
export async function startPostgresProxy(target: { host: string; port: number }): Promise<PostgresProxy> {
  let blackholed = false
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = createConnection(target)
    let listens = false
    const silent = () => blackholed && listens
    sockets.add(client).add(upstream)
    client.on('data', (chunk: Buffer) => {
      if (!listens && /listen "/i.test(chunk.toString('latin1'))) listens = true
      if (!silent()) upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => {
      if (!silent()) client.write(chunk)
    })
    const end = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('close', end).on('error', end)
    upstream.on('close', end).on('error', end)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as { port: number }
  return {
    host: `127.0.0.1:${address.port}`,
    blackholeListeners: () => void (blackholed = true),
    restore: () => void (blackholed = false),
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
