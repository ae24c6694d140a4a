import { API } from '@domain/api-routes.js'
import { addApiRoute } from '../../api-route.js'
import { domainOf, removeDomain, setDomain, verifyDomain } from '../../services/custom-domains.js'
import type { FastifyZodInstance } from '../../types.js'

/** The owner gives a grid its own domain, checks it and removes it (ADR 0065); registered in signed-in.ts. */
export default async function ownDomainRoutes(app: FastifyZodInstance) {
  const { checks, active } = app.customDomains

  addApiRoute(app, API.gridDomain, async (request) => ({
    customDomain: await domainOf(app.db, request.viewer, request.params.name, checks),
  }))

  addApiRoute(app, API.setGridDomain, async (request) =>
    setDomain(app.db, request.viewer, request.params.name, request.body, checks),
  )

  // The check's answer waits until this instance serves what it found (others hear it announced).
  addApiRoute(app, API.verifyGridDomain, async (request) => {
    const checked = await verifyDomain(app.db, request.viewer, request.params.name, checks)
    await active.reload()
    return checked
  })

  addApiRoute(app, API.removeGridDomain, async (request) => {
    await removeDomain(app.db, request.viewer, request.params.name)
    await active.reload()
    return { customDomain: null }
  })
}
