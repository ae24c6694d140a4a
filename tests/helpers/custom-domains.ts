import type { GridDomain } from '@domain/custom-domains.js'
import type { TestClient } from './app.js'
import type { TestDnsServer } from './dns-server.js'

/** Gives the owner's grid `domain`, sets its TXT record and its A record (`address`) on the test DNS server, and checks it. */
export async function activateDomain(
  owner: TestClient,
  dns: TestDnsServer,
  { grid, domain, address }: { grid: string; domain: string; address: string },
): Promise<GridDomain> {
  const url = `/api/grids/${grid}/domain`
  const set = await owner.put(url, { domain })
  if (set.statusCode !== 200) throw new Error(`setting ${domain} failed: ${set.body}`)
  const { record } = set.json() as GridDomain
  dns.records.set(record.name, { TXT: [record.value] })
  dns.records.set(domain, { A: [address] })
  const checked = (await owner.post(`${url}/verify`)).json() as GridDomain
  if (checked.status !== 'active') throw new Error(`${domain} is not active: ${checked.problem}`)
  return checked
}
