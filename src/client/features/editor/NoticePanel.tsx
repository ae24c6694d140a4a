import { i18n, type MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react'
import { formatDateTime } from '../../lib/format'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import {
  fromLocalInputValue,
  NOTICE_TEXT_MAX,
  NOTICE_TEXTS,
  NoticeBody,
  noticePhase,
  toLocalInputValue,
  type GridNotice,
  type NoticePhase,
} from '@domain/notices'
import { isExternalUrl, linkDisplayText, normalizeLinkUrl } from '@domain/urls'
import { PendingButton } from '../../components/PendingButton'
import { TextInput } from '../../tiles/fields'
import { useChangeGridNotice, useGridNotice } from './notice-api'
import { localText } from '../../lib/texts'

type Field = 'text' | 'link' | 'startsAt' | 'endsAt'

const FIELDS: readonly Field[] = ['text', 'link', 'startsAt', 'endsAt']
const isField = (value: unknown): value is Field => FIELDS.includes(value as Field)

const PHASE_BADGES: Record<NoticePhase, { label: MessageDescriptor; className: string }> = {
  showing: {
    label: /*i18n*/ { id: 'editor.noticeShowingNow', message: 'Showing now' },
    className: 'badge-success badge-soft text-success-strong',
  },
  scheduled: {
    label: /*i18n*/ { id: 'editor.noticeScheduled', message: 'Scheduled' },
    className: 'badge-info badge-soft',
  },
  ended: { label: /*i18n*/ { id: 'editor.noticeEnded', message: 'Ended' }, className: 'badge-ghost' },
}

/** What the saved notice does, in words: when it shows. */
function scheduleText(notice: GridNotice): string {
  const starts = notice.startsAt ? formatDateTime(notice.startsAt) : undefined
  const ends = notice.endsAt ? formatDateTime(notice.endsAt) : undefined
  if (starts && ends)
    return i18n._({ id: 'editor.noticeFromUntil', message: 'From {starts} until {ends}.', values: { starts, ends } })
  if (starts)
    return i18n._({
      id: 'editor.noticeFromUntilRemoved',
      message: 'From {starts} until you remove it.',
      values: { starts },
    })
  if (ends) return i18n._({ id: 'editor.noticeUntil', message: 'Until {ends}.', values: { ends } })
  return i18n._({ id: 'editor.noticeUntilRemoved', message: 'Until you remove it.' })
}

/**
 * The grid's notice for visitors (ADR 0031): written, previewed, scheduled and removed here, and
 * saved at once (not with the page's Save): visitors see it as a pop-up, or a banner without JavaScript.
 */
export function NoticePanel({ gridName }: { gridName: string }) {
  const notice = useGridNotice(gridName)
  return (
    <section aria-labelledby="notice-heading" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id="notice-heading" className="text-base font-semibold">
            <Trans id="editor.noticeForVisitors" message="Notice for visitors" />
          </h2>
          {notice.data?.notice ? <PhaseBadge notice={notice.data.notice} /> : null}
        </div>
        {notice.data ? (
          // A new version starts the form afresh from what was saved.
          <NoticeForm key={notice.data.notice?.version ?? 'none'} gridName={gridName} saved={notice.data.notice} />
        ) : notice.isError ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-base-content/70 text-sm">
              <Trans
                id="editor.theNoticeCouldNotBeLoaded"
                message="The notice could not be loaded: {message}"
                values={{ message: notice.error.message }}
              />
            </p>
            <PendingButton pending={notice.isFetching} className="btn-sm" onClick={() => void notice.refetch()}>
              <Trans id="common.tryAgain" message="Try again" />
            </PendingButton>
          </div>
        ) : (
          <div className="flex flex-col gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              <Trans id="editor.loadingTheNotice" message="Loading the notice…" />
            </span>
            <div className="skeleton h-24 w-full" />
            <div className="skeleton h-10 w-full" />
          </div>
        )}
      </div>
    </section>
  )
}

/** The time, moved on every minute: a scheduled notice's badge turns to "Showing now" without a reload. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

function PhaseBadge({ notice }: { notice: GridNotice }) {
  const now = useMinuteClock()
  const schedule = {
    startsAt: notice.startsAt ? Date.parse(notice.startsAt) : null,
    endsAt: notice.endsAt ? Date.parse(notice.endsAt) : null,
  }
  const badge = PHASE_BADGES[noticePhase(schedule, now)]
  return <span className={`badge badge-sm shrink-0 ${badge.className}`}>{i18n._(badge.label)}</span>
}

function NoticeForm({ gridName, saved }: { gridName: string; saved: GridNotice | null }) {
  const { i18n } = useLingui()
  const change = useChangeGridNotice(gridName)
  const [text, setText] = useState(saved?.text ?? '')
  const [link, setLink] = useState(saved?.link ?? '')
  const [startsAt, setStartsAt] = useState(toLocalInputValue(saved?.startsAt ?? null))
  const [endsAt, setEndsAt] = useState(toLocalInputValue(saved?.endsAt ?? null))
  const [problem, setProblem] = useState<{ field: Field; message: string }>()
  const checkedLink = normalizeLinkUrl(link)
  // Only a link the notice can have: a web page.
  const previewLink = checkedLink.ok && isExternalUrl(checkedLink.url) ? linkDisplayText(checkedLink.url) : undefined
  const previewId = useId()

  const errorOf = (field: Field) => (problem?.field === field ? problem.message : undefined)
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value)
    setProblem(undefined)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    // The server's schema, checked here first: the field at fault is marked and takes the focus.
    const parsed = NoticeBody.safeParse({
      text,
      link,
      startsAt: fromLocalInputValue(startsAt),
      endsAt: fromLocalInputValue(endsAt),
    })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const field = isField(issue.path[0]) ? issue.path[0] : 'text'
      setProblem({ field, message: issue.message })
      toast.error(issue.message)
      form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus()
      return
    }
    change.mutate(parsed.data, {
      onSuccess: () => toast.success(localText(NOTICE_TEXTS.saved)),
      onError: (error) => toast.error(error.message),
    })
  }

  function remove() {
    change.mutate(null, {
      onSuccess: () => toast.success(localText(NOTICE_TEXTS.removed)),
      onError: (error) => toast.error(error.message),
    })
  }

  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
      <p className="text-base-content/70 text-xs">
        <Trans
          id="editor.aShortMessageThatPopsUp"
          message="A short message that pops up over your page (a banner at its top without JavaScript). It is saved on its own, without the page’s Save."
        />
      </p>
      <TextInput
        label={i18n._({ id: 'editor.notice', message: 'Notice' })}
        name="text"
        multiline
        value={text}
        maxLength={NOTICE_TEXT_MAX}
        onChange={edit(setText)}
        error={errorOf('text')}
      />
      <TextInput
        label={i18n._({ id: 'editor.linkOptional', message: 'Link (optional)' })}
        name="link"
        type="url"
        placeholder={i18n._({ id: 'editor.httpsExampleCom', message: 'https://example.com' })}
        value={link}
        onChange={edit(setLink)}
        error={errorOf('link')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">
          <Trans id="editor.scheduleOptional" message="Schedule (optional)" />
        </legend>
        <TextInput
          label={i18n._({ id: 'editor.starts', message: 'Starts' })}
          name="startsAt"
          type="datetime-local"
          value={startsAt}
          onChange={edit(setStartsAt)}
          error={errorOf('startsAt')}
        />
        <TextInput
          label={i18n._({ id: 'editor.ends', message: 'Ends' })}
          name="endsAt"
          type="datetime-local"
          value={endsAt}
          onChange={edit(setEndsAt)}
          error={errorOf('endsAt')}
        />
        <p className="text-base-content/70 text-xs">
          <Trans
            id="editor.withoutAStartItShowsAt"
            message="Without a start it shows at once; without an end, until removed."
          />
        </p>
      </fieldset>

      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold" id={previewId}>
          <Trans id="editor.preview" message="Preview" />
        </span>
        <div
          role="group"
          aria-labelledby={previewId}
          className="bg-base-200 rounded-box flex flex-col items-center gap-2 p-4 text-center"
        >
          {text.trim() ? (
            <p className="break-words whitespace-pre-line">{text.trim()}</p>
          ) : (
            <p className="text-base-content/60 text-sm">
              <Trans id="editor.yourNoticeShowsHere" message="Your notice shows here." />
            </p>
          )}
          {previewLink ? <span className="badge badge-primary">{previewLink}</span> : null}
        </div>
      </div>

      {saved ? <p className="text-base-content/70 text-xs">{scheduleText(saved)}</p> : null}

      <div className="flex flex-wrap gap-2">
        <PendingButton
          type="submit"
          pending={change.isPending && change.variables !== null}
          className="btn-sm btn-primary"
        >
          <Trans id="editor.saveNotice" message="Save notice" />
        </PendingButton>
        {saved ? (
          <PendingButton
            pending={change.isPending && change.variables === null}
            disabled={change.isPending}
            className="btn-sm btn-ghost text-error-strong"
            onClick={remove}
          >
            <Trans id="editor.removeNotice" message="Remove notice" />
          </PendingButton>
        ) : null}
      </div>
    </form>
  )
}
