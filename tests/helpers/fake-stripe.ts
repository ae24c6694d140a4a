import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A local HTTP server speaking the small part of Stripe's API that Tessera uses (products and
 * prices lists, customers, checkout and billing portal sessions, subscriptions), so that tests run
 * the real SDK against it. Every request is recorded; objects are plain JSON like Stripe's.
 */

type Json = Record<string, unknown>

export interface RecordedRequest {
  method: string
  path: string
  query: Json
  body: Json
}

export interface FakeSubscription {
  id: string
  customer: string
  status: string
  userId?: string
  priceId?: string
  currentPeriodEnd: Date
  cancelAtPeriodEnd?: boolean
  cancelAt?: Date | null
}

export interface FakeStripe {
  client: Stripe
  webhookSecret: string
  /** Env for buildTestApp: a Stripe key, the webhook secret and the Pro price. */
  env: Record<string, string>
  products: Json[]
  prices: Json[]
  requests: RecordedRequest[]
  count(method: string, path: string): number
  lastBody(method: string, path: string): Json | undefined
  setSubscription(subscription: FakeSubscription): Json
  deleteSubscription(id: string): void
  /** A signed webhook delivery (body and headers) for an event carrying `object`. */
  event(type: string, object: Json, options?: { id?: string; created?: Date }): { payload: string; headers: Json }
  close(): Promise<void>
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
export const fakeId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`

/** `a[b][0][c]=v` → { a: { b: [ { c: 'v' } ] } }, as Stripe decodes form bodies and queries. */
export function decodeStripeForm(encoded: string): Json {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Json = root
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Json
    })
  }
  return arraysFromIndexedObjects(root) as Json
}

function arraysFromIndexedObjects(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysFromIndexedObjects(inner)] as const)
  if (entries.length > 0 && entries.every(([key], index) => key === String(index))) return entries.map(([, v]) => v)
  return Object.fromEntries(entries)
}

/** A subscription as Stripe returns it; its item carries the price (`prices` says of which product). */
export function subscriptionJson(subscription: FakeSubscription, prices: Json[] = []): Json {
  const periodEnd = seconds(subscription.currentPeriodEnd)
  const priceId = subscription.priceId ?? 'price_pro'
  const price = prices.find((candidate) => candidate.id === priceId)
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customer,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd ?? false,
    cancel_at: subscription.cancelAt ? seconds(subscription.cancelAt) : null,
    metadata: subscription.userId ? { userId: subscription.userId } : {},
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `si_${subscription.id}`,
          object: 'subscription_item',
          current_period_start: periodEnd - 30 * 24 * 3600,
          current_period_end: periodEnd,
          price: price ?? { id: priceId, object: 'price', product: 'prod_pro', unit_amount: 399, lookup_key: null },
          quantity: 1,
        },
      ],
    },
  }
}

const list = (url: string, data: Json[]) => ({ object: 'list', url, has_more: false, data })

export async function startFakeStripe(): Promise<FakeStripe> {
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const products: Json[] = [
    { id: 'prod_free', object: 'product', active: true, name: 'Free' },
    { id: 'prod_pro', object: 'product', active: true, name: 'Pro' },
    { id: 'prod_other', object: 'product', active: true, name: 'Stickers' },
  ]
  const prices: Json[] = [
    { id: 'price_free', object: 'price', active: true, product: 'prod_free', unit_amount: 0, lookup_key: null },
    {
      id: 'price_pro_yearly',
      object: 'price',
      active: true,
      product: 'prod_pro',
      unit_amount: 3990,
      lookup_key: null,
      recurring: { interval: 'year' },
    },
    {
      id: 'price_pro',
      object: 'price',
      active: true,
      product: 'prod_pro',
      unit_amount: 399,
      lookup_key: 'tessera_pro_monthly',
      recurring: { interval: 'month' },
    },
    { id: 'price_old', object: 'price', active: false, product: 'prod_pro', unit_amount: 299, lookup_key: null },
    { id: 'price_stickers', object: 'price', active: true, product: 'prod_other', unit_amount: 500, lookup_key: null },
  ]
  const subscriptions = new Map<string, Json>()
  const requests: RecordedRequest[] = []

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': fakeId('req') })
    res.end(JSON.stringify(body))
  }
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    })

  function route(req: IncomingMessage, res: ServerResponse, recorded: RecordedRequest) {
    const { method, path, query, body } = recorded
    const activeOnly = <T extends Json>(items: T[]) =>
      query.active === 'true' ? items.filter((item) => item.active === true) : items
    if (method === 'GET' && path === '/v1/products') return send(res, 200, list(path, activeOnly(products)))
    if (method === 'GET' && path === '/v1/prices') {
      const keys = query.lookup_keys as string[] | undefined
      const found = activeOnly(prices).filter((price) => !keys || keys.includes(price.lookup_key as string))
      return send(res, 200, list(path, found))
    }
    if (method === 'POST' && path === '/v1/customers') {
      return send(res, 200, { id: fakeId('cus'), object: 'customer', email: body.email, metadata: body.metadata ?? {} })
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = fakeId('cs_test')
      return send(res, 200, {
        id,
        object: 'checkout.session',
        ...body,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      })
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = fakeId('bps')
      return send(res, 200, {
        id,
        object: 'billing_portal.session',
        ...body,
        url: `https://billing.stripe.test/p/session/${id}`,
      })
    }
    const price = /^\/v1\/prices\/([\w-]+)$/.exec(path)
    if (method === 'GET' && price) {
      const found = prices.find((candidate) => candidate.id === price[1])
      return found ? send(res, 200, found) : missing(res, `price: '${price[1]}'`)
    }
    const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path)
    if (method === 'GET' && subscription) {
      const found = subscriptions.get(subscription[1]!)
      return found ? send(res, 200, found) : missing(res, `subscription: '${subscription[1]}'`)
    }
    return missing(res, `route ${method} ${path}`)
  }

  const server = createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (raw += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe')
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: decodeStripeForm(url.search.slice(1)),
        body: decodeStripeForm(raw),
      }
      requests.push(recorded)
      if (req.headers.authorization !== 'Bearer sk_test_fake') {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      }
      route(req, res, recorded)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const client = new Stripe('sk_test_fake', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  })

  return {
    client,
    webhookSecret,
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRO_PRICE: 'price_pro' },
    products,
    prices,
    requests,
    count: (method, path) => requests.filter((request) => request.method === method && request.path === path).length,
    lastBody: (method, path) =>
      requests.filter((request) => request.method === method && request.path === path).at(-1)?.body,
    setSubscription(subscription) {
      const json = subscriptionJson(subscription, prices)
      subscriptions.set(subscription.id, json)
      return json
    },
    deleteSubscription: (id) => void subscriptions.delete(id),
    event(type, object, options = {}) {
      const payload = JSON.stringify({
        id: options.id ?? fakeId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: seconds(options.created ?? new Date()),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      })
      const signature = client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
      // Stripe sends a charset parameter; the raw-body parser must still match.
      return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } }
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
