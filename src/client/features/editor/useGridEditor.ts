import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { STALE_SAVE_MESSAGE, type GridContent } from '../../../domain/grid-content'
import { ApiError } from '../../lib/api'
import { GRID_LIST_QUERY_KEY, gridContentQueryKey, gridContentQueryOptions, saveGridContent } from './api'
import { toDraft, type Draft } from '../../../domain/editor-model'

export type SaveStatus = 'saved' | 'saving'

/** Changes waiting for the server: only the newest draft is sent, with everyone waiting on it. */
interface SaveQueue {
  running: boolean
  next: Draft | undefined
  waiters: ((saved: boolean) => void)[]
}

export interface GridEditorState {
  draft: Draft
  status: SaveStatus
  /** Grows whenever the draft is replaced from the server (a stale save, a refused one): local UI state resets. */
  revision: number
  /** Applies a change at once and saves it; resolves true once saved, false if the server refused it. */
  commit: (change: (current: Draft) => Draft) => Promise<boolean>
}

/**
 * The editor's working copy of a grid and its saves. Every change shows at once and is saved at
 * once, one request at a time: each save carries the version the previous one returned, and
 * changes made meanwhile are sent together next. A save refused as stale (another tab or device
 * saved first) reloads the grid; any other refusal puts back the last saved content.
 */
export function useGridEditor(name: string, initial: GridContent): GridEditorState {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState(() => toDraft(initial))
  const [status, setStatus] = useState<SaveStatus>('saved')
  const [revision, setRevision] = useState(0)
  const draftRef = useRef(draft)
  const savedRef = useRef(initial)
  const queueRef = useRef<SaveQueue>({ running: false, next: undefined, waiters: [] })

  const showDraft = useCallback((next: Draft) => {
    draftRef.current = next
    setDraft(next)
  }, [])

  const replaceFromServer = useCallback(
    (content: GridContent) => {
      savedRef.current = content
      showDraft(toDraft(content))
      setRevision((current) => current + 1)
    },
    [showDraft],
  )

  const recoverFrom = useCallback(
    async (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        toast.warning(STALE_SAVE_MESSAGE)
        try {
          replaceFromServer(await queryClient.fetchQuery({ ...gridContentQueryOptions(name), staleTime: 0 }))
          return
        } catch {
          toast.error('Failed to load grid')
        }
      } else {
        toast.error(error instanceof Error ? error.message : String(error))
      }
      replaceFromServer(savedRef.current)
    },
    [name, queryClient, replaceFromServer],
  )

  const saveQueued = useCallback(async () => {
    const queue = queueRef.current
    if (queue.running) return
    queue.running = true
    setStatus('saving')
    while (queue.next) {
      const body = queue.next
      const waiters = queue.waiters
      queue.next = undefined
      queue.waiters = []
      try {
        const saved = await saveGridContent(name, { ...body, version: savedRef.current.version })
        savedRef.current = saved
        queryClient.setQueryData(gridContentQueryKey(name), saved)
        // The server's copy is normalised (links get https://); show it unless newer changes wait.
        if (!queue.next) showDraft(toDraft(saved))
        for (const resolve of waiters) resolve(true)
      } catch (error) {
        // Changes queued meanwhile were made on top of the refused one: they go with it.
        const refused = [...waiters, ...queue.waiters]
        queue.next = undefined
        queue.waiters = []
        await recoverFrom(error)
        for (const resolve of refused) resolve(false)
      }
    }
    queue.running = false
    setStatus('saved')
    void queryClient.invalidateQueries({ queryKey: GRID_LIST_QUERY_KEY, exact: true })
  }, [name, queryClient, recoverFrom, showDraft])

  const commit = useCallback(
    (change: (current: Draft) => Draft) => {
      // Run first: a change the layout refuses throws here, before anything is shown or sent.
      const next = change(draftRef.current)
      showDraft(next)
      const queue = queueRef.current
      queue.next = next
      const saved = new Promise<boolean>((resolve) => queue.waiters.push(resolve))
      void saveQueued()
      return saved
    },
    [saveQueued, showDraft],
  )

  // Leaving while a save is on its way would lose it: the browser asks first.
  useEffect(() => {
    if (status !== 'saving') return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [status])

  return { draft, status, revision, commit }
}
