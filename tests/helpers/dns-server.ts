import { createSocket } from 'node:dgram'
import type { AddressInfo } from 'node:net'
import dnsPacket, { type Answer } from 'dns-packet'

/** The records a test sets for a name. */
export interface TestRecords {
  A?: string[]
  AAAA?: string[]
  TXT?: string[]
  CNAME?: string
}

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for DNS_RESOLVER. */
  address: string
  records: Map<string, TestRecords>
  close(): Promise<void>
}

/**
 * A DNS server on a UDP port of the loopback address, answering from `records` (names lower case,
 * no trailing dot): an unknown name is NXDOMAIN, a known name without the type asked an empty answer.
 */
export async function startDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, TestRecords>()
  const socket = createSocket('udp4')
  socket.on('message', (message, remote) => {
    const query = dnsPacket.decode(message)
    const question = query.questions?.[0]
    const name = question?.name.toLowerCase().replace(/\.$/, '') ?? ''
    const known = records.get(name)
    const answers: Answer[] = []
    if (question && known) {
      if (question.type === 'A') for (const data of known.A ?? []) answers.push({ type: 'A', name, ttl: 1, data })
      if (question.type === 'AAAA')
        for (const data of known.AAAA ?? []) answers.push({ type: 'AAAA', name, ttl: 1, data })
      if (question.type === 'TXT') for (const data of known.TXT ?? []) answers.push({ type: 'TXT', name, ttl: 1, data })
      if (question.type === 'CNAME' && known.CNAME) answers.push({ type: 'CNAME', name, ttl: 1, data: known.CNAME })
    }
    const response = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (known ? 0 : 3),
      questions: query.questions,
      answers,
    })
    socket.send(response, remote.port, remote.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  const { port } = socket.address() as AddressInfo
  return {
    address: `127.0.0.1:${port}`,
    records,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  }
}
