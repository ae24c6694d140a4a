import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'

/** What a statement needs from the other thread. */
type QueryRequest = {
  op: 'query'
  sql: string
  params: unknown[]
  rowMode?: 'array' | 'object'
  transaction?: number
}
type Request =
  | QueryRequest
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; listener: number }
  | { op: 'close' }

type Reply =
  | { ready: true }
  | { ready: false; error: SerializedError }
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: SerializedError }
  | { listener: number; payload: string }

type SerializedError = { message: string; name?: string; stack?: string } & Record<string, unknown>

type PgliteThreadLocation = { dataDir: string } | { dump?: Blob }
type PgliteThreadOptions = { relaxedDurability: boolean; settings: Record<string, string> }

/** What drizzle's PGlite driver calls, inside a transaction too. */
interface PgliteQueries {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>
}

const WORKER_URL = new URL('./pglite-thread.mjs', import.meta.url)

/**
 * The database thread's young generation: its JavaScript only passes statements and rows between
 * Postgres's memory and the page server, and with V8's memory reducer off (ADR 0044) a young
 * generation that grew to the default's tens of MB would stay that size (ADR 0075 addendum).
 */
const DATABASE_THREAD_YOUNG_GENERATION_MB = 4

/**
 * The types whose text drizzle's PGlite driver keeps (its parsers for them return the text; drizzle
 * maps it itself). Functions cannot cross threads, and PGlite works faster with parsers given once
 * than with every statement, so the thread's PGlite keeps these types' text for every statement
 * and the parsers the driver passes are not sent. Postgres's type ids, written out: PGlite's module
 * is the thread's to load, not the page server's (ADR 0057).
 */
const DRIZZLE_TEXT_TYPES = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]

/** An error of the other thread, with its Postgres fields (code, constraint…) as the driver gives them. */
function revive(serialized: SerializedError): Error {
  const { message, stack, ...fields } = serialized
  const error = Object.assign(new Error(message), fields)
  if (stack) error.stack = stack
  return error
}

/** A worker thread running PGlite on `location`, once PGlite has opened it. */
async function startWorker(location: PgliteThreadLocation, options: PgliteThreadOptions): Promise<Worker> {
  const dump = 'dump' in location && location.dump ? new Uint8Array(await location.dump.arrayBuffer()) : undefined
  const worker = new Worker(WORKER_URL, {
    workerData: {
      dataDir: 'dataDir' in location ? location.dataDir : undefined,
      dump,
      textTypes: DRIZZLE_TEXT_TYPES,
      options,
    },
    transferList: dump ? [dump.buffer as ArrayBuffer] : [],
    resourceLimits: { maxYoungGenerationSizeMb: DATABASE_THREAD_YOUNG_GENERATION_MB },
  })
  await new Promise<void>((resolve, reject) => {
    const started = (reply: Reply) => {
      if (!('ready' in reply)) return
      worker.off('message', started)
      if (reply.ready) resolve()
      else reject(revive(reply.error))
    }
    worker.on('message', started)
    worker.once('error', reject)
  })
  worker.unref()
  return worker
}

/**
 * PGlite on a worker thread of its own (ADR 0043), shaped like the PGlite client drizzle's driver
 * calls: `query`, `transaction`, `listen`, `close`. Statements are answered in the order sent; a
 * NOTIFY reaches its listener before the statement that sent it returns, as on one thread.
 */
export class PgliteThread implements PgliteQueries {
  #worker: Worker
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  readonly #listeners = new Map<number, (payload: string) => void>()
  #nextId = 1
  #stopped: Error | undefined

  private constructor(
    worker: Worker,
    readonly location: PgliteThreadLocation,
    private readonly options: PgliteThreadOptions,
  ) {
    this.#worker = this.#attach(worker)
  }

  static async open(location: PgliteThreadLocation, options: PgliteThreadOptions): Promise<PgliteThread> {
    return new PgliteThread(await startWorker(location, options), location, options)
  }

  /**
   * Closes the thread and opens a new one on the same data directory: WebAssembly memory never
   * shrinks, and what creating a database and migrating it grew (some 500 MB) goes with the old
   * thread (ADR 0057). Only while no statement, transaction or listener is under way.
   */
  async reopen(): Promise<void> {
    if (!('dataDir' in this.location)) throw new Error('only a database on disk can be reopened')
    await this.#call({ op: 'close' })
    this.#worker.removeAllListeners()
    await this.#worker.terminate()
    this.#worker = this.#attach(await startWorker(this.location, this.options))
  }

  #attach(worker: Worker): Worker {
    worker.on('message', (reply: Reply) => this.#receive(reply))
    worker.on('error', (error) => this.#stop(error))
    worker.on('exit', (code) => this.#stop(new Error(`The embedded database's thread exited (${code}).`)))
    return worker
  }

  query<Row>(sql: string, params: unknown[] = [], options?: QueryOptions, transaction?: number): Promise<Results<Row>> {
    return this.#call({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      transaction,
    }) as Promise<Results<Row>>
  }

  /** Commits when `callback` resolves, rolls back when it throws; other statements wait meanwhile. */
  async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const transaction = this.#nextId++
    await this.#call({ op: 'begin' }, transaction)
    const tx: PgliteQueries = {
      query: (sql, params, options) => this.query(sql, params, options, transaction),
    }
    let result: T
    try {
      result = await callback(tx)
    } catch (error) {
      await this.#call({ op: 'end', transaction, commit: false })
      throw error
    }
    await this.#call({ op: 'end', transaction, commit: true })
    return result
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    // Known before the thread listens, so that no NOTIFY finds it missing.
    const listener = this.#nextId++
    this.#listeners.set(listener, onNotify)
    try {
      await this.#call({ op: 'listen', channel }, listener)
    } catch (error) {
      this.#listeners.delete(listener)
      throw error
    }
    return async () => {
      this.#listeners.delete(listener)
      await this.#call({ op: 'unlisten', listener })
    }
  }

  async close(): Promise<void> {
    if (this.#stopped) return
    await this.#call({ op: 'close' })
    await this.#worker.terminate()
  }

  /** `id` names the transaction or the listener a request opens. */
  #call(request: Request, id = this.#nextId++): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped)
    // Like PGlite on this thread, an idle database keeps no process alive; a pending answer does.
    if (this.#pending.size === 0) this.#worker.ref()
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      this.#worker.postMessage({ ...request, id })
    })
  }

  #receive(reply: Reply) {
    if ('listener' in reply) {
      this.#listeners.get(reply.listener)?.(reply.payload)
      return
    }
    if (!('id' in reply)) return
    const pending = this.#pending.get(reply.id)
    this.#pending.delete(reply.id)
    if (this.#pending.size === 0) this.#worker.unref()
    if (reply.error) pending?.reject(revive(reply.error))
    else pending?.resolve(reply.result)
  }

  #stop(error: Error) {
    this.#stopped ??= error
    for (const pending of this.#pending.values()) pending.reject(error)
    this.#pending.clear()
  }
}
