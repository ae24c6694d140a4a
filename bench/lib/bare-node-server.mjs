// The yardstick for the public page: a bare node:http server that sends one recorded answer (the
// same status, headers and bytes Tessera sent) to every request. Run in a process of its own.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'

const [dir, port] = process.argv.slice(2)
const { status, headers } = JSON.parse(readFileSync(join(dir, 'answer.json'), 'utf8'))
const body = readFileSync(join(dir, 'body'))
const server = createServer((_request, response) => {
  response.writeHead(status, headers)
  response.end(body)
})
// As Fastify's server does, so that the Keep-Alive header is the same too.
server.keepAliveTimeout = 72_000
server.listen(Number(port), '127.0.0.1')
