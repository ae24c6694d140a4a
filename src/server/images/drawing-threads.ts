import { availableParallelism } from 'node:os'
import type Piscina from 'piscina'
import { AppError } from '../errors.js'

/** A font file as the drawing thread reads it. */
export interface FontFile {
  name: string
  weight: number
  file: string
}

/** One picture to draw: a tree of plain elements (see `plainTree`), its size and its fonts. */
export interface DrawTask {
  tree: unknown
  width: number
  height: number
  fonts: FontFile[]
}

/** What the drawing thread is given once: where emoji pictures are, and fonts of scripts loaded when text needs them. */
export interface DrawingThreadData {
  emojiDir: string
  /** By satori's language code (`ar-AR`…). */
  scriptFonts: Record<string, FontFile[]>
}

const THREAD_URL = new URL('./draw-thread.mjs', import.meta.url)

/**
 * One thread on a two-core machine, two with more cores: pictures never take every core from the
 * pages. Idle threads end after a minute, with satori, resvg and the fonts they hold.
 */
const THREADS = Math.min(2, Math.max(1, availableParallelism() - 1))
const IDLE_MS = 60_000
/** Pictures waiting for a thread; past this an asker hears "busy" at once instead of waiting minutes. */
const QUEUE = 64
/** Drawing threads yield the CPU to the page server's thread (Linux nice, per thread). */
const NICE = 10

export const PICTURES_BUSY = 'Too many images are being drawn right now. Please try again in a minute.'

/**
 * The pool of threads that draw pictures (ADR 0052), started with the first picture: a server that
 * draws none loads neither piscina's threads nor satori, resvg and the fonts.
 */
export class DrawingThreads {
  #pool: Promise<Piscina<DrawTask, Uint8Array>> | undefined

  constructor(private readonly data: DrawingThreadData) {}

  async draw(task: DrawTask): Promise<Buffer> {
    this.#pool ??= this.#start()
    const pool = await this.#pool
    if (pool.queueSize >= QUEUE) throw new AppError(503, 'PICTURES_BUSY', PICTURES_BUSY)
    const png = await pool.run(task)
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength)
  }

  async close(): Promise<void> {
    const pool = await this.#pool
    await pool?.destroy()
  }

  async #start() {
    const { Piscina } = await import('piscina')
    return new Piscina<DrawTask, Uint8Array>({
      filename: THREAD_URL.href,
      minThreads: 0,
      maxThreads: THREADS,
      idleTimeout: IDLE_MS,
      niceIncrement: NICE,
      workerData: this.data,
    })
  }
}
