// The embedded database's own thread (ADR 0043). PGlite runs Postgres as WebAssembly on the thread
// that calls it, so every statement it ran on the page server's thread was time taken from the
// pages. Here it answers the requests of `pglite-thread-client.ts` over this worker's port, in the
// order they come. Plain JavaScript: a worker cannot load TypeScript from source (tests, tsx), and
// the build copies this file beside the server's bundle as it is.
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_EXTENSIONS } from './pglite-extensions.mjs'

/** @type {{ dataDir?: string, dump?: Uint8Array, textTypes: number[], options: { relaxedDurability: boolean, settings: Record<string, string> } }} */
const { dataDir, dump, textTypes, options } = workerData
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort)

/** Open transactions by id: the statements tagged with the id run in it. */
const transactions = new Map()
/** Listeners by id, to stop them. */
const listeners = new Map()
const keepText = (value) => value

/** A Postgres error's fields (code, constraint, detail…), without what cannot be cloned. */
function serializableError(error) {
  if (!(error instanceof Error)) return { message: String(error) }
  const fields = Object.fromEntries(
    Object.entries(error).filter(([key, value]) => key !== 'queryOptions' && typeof value !== 'function'),
  )
  return { ...fields, name: error.name, message: error.message, stack: error.stack }
}

/**
 * Begins a transaction that stays open until `end` names it: PGlite's own `transaction`, whose
 * callback waits for the other thread's verdict (PGlite commits when it resolves, rolls back when
 * it rejects, and holds other statements back meanwhile, as it does on one thread).
 */
function openTransaction(db, id) {
  return new Promise((begun, failedToBegin) => {
    // The callback runs after BEGIN, so `done` is assigned by then.
    const done = db.transaction(
      (tx) =>
        new Promise((commit, rollBack) => {
          transactions.set(id, { tx, commit, rollBack, done })
          begun()
        }),
    )
    done.catch(failedToBegin)
  })
}

const ROLLED_BACK = Symbol('rolled back')

async function endTransaction(id, commit) {
  const transaction = transactions.get(id)
  transactions.delete(id)
  if (commit) transaction.commit()
  else transaction.rollBack(ROLLED_BACK)
  await transaction.done.catch((error) => {
    if (error !== ROLLED_BACK) throw error
  })
}

// V8 optimizes Postgres's hottest functions in the background, by default several at a time: the
// compilers' scratch memory of each, freed in the middle of the one C heap (ADR 0075), stayed in the
// server's resident memory. One at a time held about 25 MB less after start (ADR 0076).
setFlagsFromString('--wasm-num-compilation-tasks=1')

/**
 * Postgres's WebAssembly, compiled as it streams from the file. PGlite's own loader reads the 9 MB
 * file into a buffer that V8 copies and that nothing collects on this quiet thread (ADR 0076).
 */
function compilePostgres() {
  const file = new URL('pglite.wasm', import.meta.resolve('@electric-sql/pglite'))
  const body = /** @type {ReadableStream<Uint8Array>} */ (Readable.toWeb(createReadStream(file)))
  return WebAssembly.compileStreaming(new Response(body, { headers: { 'content-type': 'application/wasm' } }))
}

const { settings, ...pgliteOptions } = options
const db = new PGlite({
  ...pgliteOptions,
  dataDir,
  pgliteWasmModule: await compilePostgres(),
  extensions: PGLITE_EXTENSIONS,
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ],
  // Given once, not with every statement as the driver does: PGlite spends less time on a statement
  // that brings no parsers of its own (ADR 0043).
  parsers: Object.fromEntries(textTypes.map((type) => [type, keepText])),
  loadDataDir: dump ? new Blob([dump]) : undefined,
})

async function answer(request) {
  switch (request.op) {
    case 'query': {
      const client = request.transaction === undefined ? db : transactions.get(request.transaction).tx
      return client.query(request.sql, request.params, { rowMode: request.rowMode })
    }
    case 'begin':
      return openTransaction(db, request.id)
    case 'end':
      return endTransaction(request.transaction, request.commit)
    case 'listen':
      listeners.set(
        request.id,
        await db.listen(request.channel, (payload) => port.postMessage({ listener: request.id, payload })),
      )
      return undefined
    case 'unlisten':
      await listeners.get(request.listener)?.()
      listeners.delete(request.listener)
      return undefined
    case 'close':
      await db.close()
      return undefined
    default:
      throw new Error(`Unknown request: ${request.op}`)
  }
}

/** Answers a request; an answer that cannot be cloned still reaches the waiting caller, as an error. */
function reply(id, answered) {
  try {
    port.postMessage({ id, ...answered })
  } catch (error) {
    port.postMessage({ id, error: { name: error.name, message: error.message } })
  }
}

port.on('message', (request) => {
  answer(request).then(
    (result) => reply(request.id, { result }),
    (error) => reply(request.id, { error: serializableError(error) }),
  )
})

db.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: serializableError(error) }),
)
