import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'
import { toDraft, type Draft } from '@domain/editor-model'
import { NO_ROWS_ASKED, type AskedRows, type EditorState } from '@domain/editor-rows'
import { STALE_SAVE_MESSAGE, type GridContent } from '@domain/grid-content'
import { GRID_NAME_MESSAGES } from '@domain/grid-names'
import { emptyHistory, recordChange, redoStep, undoStep, type UndoHistory } from '@domain/undo-history'
import { ApiError } from '../../lib/api'
import {
  discardGridDraft,
  GRID_LIST_QUERY_KEY,
  gridContentQueryKey,
  gridContentQueryOptions,
  publishGridContent,
  saveGridDraft,
} from './api'

/** `draft`: there are changes visitors do not see yet (saved as the draft, or on their way). */
export type SaveStatus = 'saving' | 'draft' | 'published'

type Ending = 'publish' | 'discard'

/** Writes waiting for the server: only the newest draft is sent, then a publication or discard asked for. */
interface SaveQueue {
  running: boolean
  next: Draft | undefined
  waiters: ((saved: boolean) => void)[]
  ending: { kind: Ending; resolve: (done: boolean) => void } | undefined
}

export interface GridEditorState {
  draft: Draft
  /** The rows "Add row" asked for on each view: not content, but undone and redone with it; Save drops them. */
  rows: AskedRows
  status: SaveStatus
  /** Grows whenever the draft is replaced other than by a change (undo, redo, from the server): local UI state resets. */
  revision: number
  /** Applies a change at once and saves it as the draft; resolves true once saved, false if the server refused it. */
  commit: (change: (current: Draft) => Draft) => Promise<boolean>
  /** Applies a change of the rows asked for, as a step of the undo history; false when it changed nothing. */
  changeRows: (change: (current: EditorState) => EditorState) => boolean
  /** Save: publishes the draft once it is saved; resolves true once visitors see it. */
  publish: () => Promise<boolean>
  /** Goes back to the published content; resolves true once the draft is gone. */
  discard: () => Promise<boolean>
  undo: () => void
  redo: () => void
  canUndo: boolean
  canRedo: boolean
}

const workingCopyOf = (content: GridContent): Draft => content.draft ?? toDraft(content)

/**
 * The editor's working copy of a grid (ADR 0019). Every change shows at once and is saved at once
 * as the draft only the owner sees, one request at a time: each write carries the version the
 * previous one returned, and changes made meanwhile are sent together next. Save publishes the
 * draft, Discard drops it. Changes can be undone and redone until then. A write refused as stale
 * (another tab or device wrote first) reloads the grid; any other refusal puts back the last saved
 * content.
 */
export function useGridEditor(name: string, initial: GridContent): GridEditorState {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState(() => workingCopyOf(initial))
  const [saving, setSaving] = useState(false)
  const [hasDraft, setHasDraft] = useState(initial.draft !== null)
  const [revision, setRevision] = useState(0)
  const [rows, setRows] = useState(NO_ROWS_ASKED)
  const [history, setHistory] = useState<UndoHistory<EditorState>>(emptyHistory)
  const draftRef = useRef(draft)
  const rowsRef = useRef(rows)
  const historyRef = useRef(history)
  const savedRef = useRef(initial)
  const queueRef = useRef<SaveQueue>({ running: false, next: undefined, waiters: [], ending: undefined })

  const showDraft = useCallback((next: Draft) => {
    draftRef.current = next
    setDraft(next)
  }, [])

  const showRows = useCallback((next: AskedRows) => {
    rowsRef.current = next
    setRows(next)
  }, [])

  const keepHistory = useCallback((next: UndoHistory<EditorState>) => {
    historyRef.current = next
    setHistory(next)
  }, [])

  const accept = useCallback(
    (content: GridContent) => {
      savedRef.current = content
      queryClient.setQueryData(gridContentQueryKey(name), content)
      setHasDraft(content.draft !== null)
    },
    [name, queryClient],
  )

  /** The editor starts again from what the server holds: a new editing session. */
  const replaceFromServer = useCallback(
    (content: GridContent) => {
      accept(content)
      showDraft(workingCopyOf(content))
      showRows(NO_ROWS_ASKED)
      keepHistory(emptyHistory())
      setRevision((current) => current + 1)
    },
    [accept, keepHistory, showDraft, showRows],
  )

  const recoverFrom = useCallback(
    async (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) {
        toast.warning(STALE_SAVE_MESSAGE)
        try {
          replaceFromServer(await queryClient.fetchQuery({ ...gridContentQueryOptions(name), staleTime: 0 }))
          return
        } catch {
          toast.error(GRID_NAME_MESSAGES.loadFailed)
        }
      } else {
        toast.error(error instanceof Error ? error.message : String(error))
      }
      replaceFromServer(savedRef.current)
    },
    [name, queryClient, replaceFromServer],
  )

  const end = useCallback(
    (kind: Ending): Promise<GridContent> => {
      const saved = savedRef.current
      // Nothing unpublished on the server (never drafted, or everything undone): nothing to send.
      if (saved.draft === null) return Promise.resolve(saved)
      return kind === 'publish'
        ? publishGridContent(name, { ...draftRef.current, version: saved.version })
        : discardGridDraft(name, saved.version)
    },
    [name],
  )

  const saveQueued = useCallback(async () => {
    const queue = queueRef.current
    if (queue.running) return
    queue.running = true
    setSaving(true)
    while (queue.next || queue.ending) {
      if (queue.next) {
        const body = queue.next
        const waiters = queue.waiters
        queue.next = undefined
        queue.waiters = []
        try {
          const saved = await saveGridDraft(name, { ...body, version: savedRef.current.version })
          accept(saved)
          // The server's copy is normalised (links get https://); show it unless newer changes wait.
          if (!queue.next) showDraft(workingCopyOf(saved))
          for (const resolve of waiters) resolve(true)
        } catch (error) {
          // Changes queued meanwhile were made on top of the refused one: they go with it, and so
          // does a publication of them.
          const refused = [...waiters, ...queue.waiters]
          const ending = queue.ending
          queue.next = undefined
          queue.waiters = []
          queue.ending = undefined
          await recoverFrom(error)
          for (const resolve of refused) resolve(false)
          ending?.resolve(false)
        }
        continue
      }
      const ending = queue.ending!
      queue.ending = undefined
      try {
        replaceFromServer(await end(ending.kind))
        ending.resolve(true)
      } catch (error) {
        await recoverFrom(error)
        ending.resolve(false)
      }
    }
    queue.running = false
    setSaving(false)
    void queryClient.invalidateQueries({ queryKey: GRID_LIST_QUERY_KEY, exact: true })
  }, [accept, end, name, queryClient, recoverFrom, replaceFromServer, showDraft])

  /** Shows a new working copy and queues it as the draft. */
  const saveDraft = useCallback(
    (next: Draft) => {
      showDraft(next)
      setHasDraft(true)
      const queue = queueRef.current
      queue.next = next
      const saved = new Promise<boolean>((resolve) => queue.waiters.push(resolve))
      void saveQueued()
      return saved
    },
    [saveQueued, showDraft],
  )

  const currentState = useCallback((): EditorState => ({ draft: draftRef.current, rows: rowsRef.current }), [])

  const commit = useCallback(
    (change: (current: Draft) => Draft) => {
      // Run first: a change the layout refuses throws here, before anything is shown or sent.
      const next = change(draftRef.current)
      keepHistory(recordChange(historyRef.current, currentState()))
      return saveDraft(next)
    },
    [currentState, keepHistory, saveDraft],
  )

  const changeRows = useCallback(
    (change: (current: EditorState) => EditorState) => {
      const current = currentState()
      const next = change(current)
      if (next.rows === current.rows) return false
      keepHistory(recordChange(historyRef.current, current))
      showRows(next.rows)
      return true
    },
    [currentState, keepHistory, showRows],
  )

  /** Undo or redo: the rows asked for come back at once; a draft that differs is saved again. */
  const step = useCallback(
    (move: typeof undoStep<EditorState>) => {
      const taken = move(historyRef.current, currentState())
      if (!taken) return
      keepHistory(taken.history)
      setRevision((current) => current + 1)
      showRows(taken.state.rows)
      if (taken.state.draft !== draftRef.current) void saveDraft(taken.state.draft)
    },
    [currentState, keepHistory, saveDraft, showRows],
  )

  const finish = useCallback(
    (kind: Ending) => {
      const queue = queueRef.current
      // Asked twice before the first was done: the newer request answers for both.
      queue.ending?.resolve(false)
      const done = new Promise<boolean>((resolve) => {
        queue.ending = { kind, resolve }
      })
      void saveQueued()
      return done
    },
    [saveQueued],
  )

  // Leaving with changes visitors do not see yet: the browser asks first.
  useEffect(() => {
    if (!saving && !hasDraft) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [saving, hasDraft])

  return {
    draft,
    rows,
    status: saving ? 'saving' : hasDraft ? 'draft' : 'published',
    revision,
    commit,
    changeRows,
    publish: useCallback(() => finish('publish'), [finish]),
    discard: useCallback(() => finish('discard'), [finish]),
    undo: useCallback(() => step(undoStep), [step]),
    redo: useCallback(() => step(redoStep), [step]),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  }
}
