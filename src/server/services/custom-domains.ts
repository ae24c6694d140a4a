import { randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import {
  DOMAIN_TEXTS,
  normalizeDomain,
  verificationRecordName,
  type DomainBody,
  type DomainRules,
  type GridDomain,
} from '@domain/custom-domains.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import type { Db } from '../db/client.js'
import { isUniqueViolation } from '../db/errors.js'
import { customDomains, grids, profiles, users } from '../db/schema.js'
import type { DomainSite } from '../custom-domains/active-domains.js'
import type { DomainLookups } from '../custom-domains/dns.js'
import { domainProblem, type DomainTarget } from '../custom-domains/verification.js'
import { AppError, badRequest, conflict, forbidden } from '../errors.js'
import { findOwnGrid } from './grids.js'

/** What checking a domain needs: the DNS, and where domains must point. */
export interface DomainChecks {
  lookups: DomainLookups
  target: DomainTarget
  rules: DomainRules
}

type StoredDomain = typeof customDomains.$inferSelect

/** How long a claim nobody proved keeps its domain from others (a squatter's claim lapses). */
const UNPROVED_CLAIM_DAYS = 3
/** How often an active domain's DNS is checked again. */
export const RECHECK_EVERY_MS = 24 * 60 * 60 * 1000

const newToken = () => randomBytes(18).toString('base64url')

async function toGridDomain(stored: StoredDomain, checks: DomainChecks): Promise<GridDomain> {
  const addresses = await checks.target.addresses().catch(() => [])
  return {
    domain: stored.domain,
    status: stored.status,
    record: { type: 'TXT', name: verificationRecordName(stored.domain), value: stored.token },
    target: { host: checks.target.host, addresses },
    problem: stored.problem,
    checkedAt: stored.checkedAt?.toISOString() ?? null,
    failingSince: stored.failingSince?.toISOString() ?? null,
  }
}

async function storedOf(db: Db, gridId: string): Promise<StoredDomain | undefined> {
  const [stored] = await db.select().from(customDomains).where(eq(customDomains.gridId, gridId))
  return stored
}

function requirePro(owner: Me) {
  if (owner.plan !== 'pro') throw forbidden('PRO_FEATURE', PLAN_MESSAGES.proFeature)
}

/** The owner's grid's domain, or null; another user's grid is "not found". */
export async function domainOf(db: Db, owner: Me, gridName: string, checks: DomainChecks): Promise<GridDomain | null> {
  const grid = await findOwnGrid(db, owner, gridName)
  const stored = await storedOf(db, grid.id)
  return stored ? toGridDomain(stored, checks) : null
}

/**
 * Gives the grid this domain, pending until checked (the same domain again keeps its token and
 * status). A domain another grid holds is refused, unless that grid's claim was never proved and
 * has lapsed.
 */
export async function setDomain(
  db: Db,
  owner: Me,
  gridName: string,
  input: DomainBody,
  checks: DomainChecks,
): Promise<GridDomain> {
  requirePro(owner)
  const grid = await findOwnGrid(db, owner, gridName)
  const normalised = normalizeDomain(input.domain, checks.rules)
  if (!('domain' in normalised)) throw badRequest(normalised.code, normalised.message)
  const { domain } = normalised
  const current = await storedOf(db, grid.id)
  if (current?.domain === domain) return toGridDomain(current, checks)
  await db
    .delete(customDomains)
    .where(
      and(
        eq(customDomains.domain, domain),
        eq(customDomains.status, 'pending'),
        isNull(customDomains.failingSince),
        lt(customDomains.createdAt, sql`now() - make_interval(days => ${UNPROVED_CLAIM_DAYS})`),
      ),
    )
  const values = {
    domain,
    token: newToken(),
    status: 'pending' as const,
    problem: null,
    checkedAt: null,
    failingSince: null,
  }
  try {
    const [stored] = await db
      .insert(customDomains)
      .values({ gridId: grid.id, ...values })
      .onConflictDoUpdate({ target: customDomains.gridId, set: { ...values, createdAt: sql`now()` } })
      .returning()
    return toGridDomain(stored!, checks)
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('DOMAIN_TAKEN', DOMAIN_TEXTS.taken)
    throw error
  }
}

/** Checks the grid's domain against the DNS now: active when proved and pointing here, else pending with the problem. */
export async function verifyDomain(db: Db, owner: Me, gridName: string, checks: DomainChecks): Promise<GridDomain> {
  requirePro(owner)
  const grid = await findOwnGrid(db, owner, gridName)
  const stored = await storedOf(db, grid.id)
  if (!stored) throw new AppError(404, 'NOT_FOUND', 'This grid has no custom domain.')
  const problem = await domainProblem(checks.lookups, checks.target, stored.domain, stored.token)
  const [checked] = await db
    .update(customDomains)
    .set(
      problem
        ? { status: 'pending', problem, checkedAt: sql`now()` }
        : { status: 'active', problem: null, checkedAt: sql`now()`, failingSince: null },
    )
    .where(and(eq(customDomains.gridId, grid.id), eq(customDomains.domain, stored.domain)))
    .returning()
  return toGridDomain(checked ?? stored, checks)
}

/** Takes the domain off the grid (none is fine); another user's grid is "not found". */
export async function removeDomain(db: Db, owner: Me, gridName: string): Promise<void> {
  const grid = await findOwnGrid(db, owner, gridName)
  await db.delete(customDomains).where(eq(customDomains.gridId, grid.id))
}

/** Every active domain with its grid and its owner's plan: the set the Host routing serves. */
export function activeSites(db: Db): Promise<DomainSite[]> {
  return db
    .select({
      domain: customDomains.domain,
      gridId: grids.id,
      gridName: grids.name,
      ownerId: grids.ownerId,
      ownerPlan: profiles.plan,
    })
    .from(customDomains)
    .innerJoin(grids, eq(grids.id, customDomains.gridId))
    .innerJoin(profiles, eq(profiles.userId, grids.ownerId))
    .where(and(eq(customDomains.status, 'active'), isNull(profiles.suspendedAt)))
}

/** A domain the daily check took off its grid, with whom to tell. */
export interface DemotedDomain {
  domain: string
  gridName: string
  problem: string
  ownerEmail: string
  ownerName: string
}

/**
 * Checks again every active domain not checked for a day, and demotes to pending each whose DNS no
 * longer points here (a failed lookup is not proof: it waits for the next pass). Each instance may
 * run it: a domain is claimed for the pass by moving its checked_at, so no two check the same one.
 */
export async function recheckDueDomains(db: Db, checks: DomainChecks): Promise<DemotedDomain[]> {
  const due = await db
    .update(customDomains)
    .set({ checkedAt: sql`now()` })
    .where(
      and(
        eq(customDomains.status, 'active'),
        or(
          isNull(customDomains.checkedAt),
          lt(customDomains.checkedAt, sql`now() - make_interval(secs => ${RECHECK_EVERY_MS / 1000 - 60})`),
        ),
      ),
    )
    .returning()
  const demoted: DemotedDomain[] = []
  for (const stored of due) {
    const problem = await domainProblem(checks.lookups, checks.target, stored.domain, stored.token)
    if (!problem || problem === DOMAIN_TEXTS.lookupFailed(stored.domain)) continue
    const [demotion] = await db
      .update(customDomains)
      .set({ status: 'pending', problem, failingSince: sql`now()` })
      .where(
        and(
          eq(customDomains.gridId, stored.gridId),
          eq(customDomains.domain, stored.domain),
          eq(customDomains.status, 'active'),
        ),
      )
      .returning({ gridId: customDomains.gridId })
    const [owner] = demotion
      ? await db
          .select({ gridName: grids.name, ownerEmail: users.email, ownerName: users.name })
          .from(grids)
          .innerJoin(users, eq(users.id, grids.ownerId))
          .where(eq(grids.id, demotion.gridId))
      : []
    if (owner) demoted.push({ domain: stored.domain, problem, ...owner })
  }
  return demoted
}
