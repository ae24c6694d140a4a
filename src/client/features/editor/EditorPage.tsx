import { Trans, useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { GRID_NAME_MESSAGES } from '@domain/grid-names'
import { normalizeName } from '@domain/names'
import { PageTitle } from '../../components/PageTitle'
import { PendingButton } from '../../components/PendingButton'
import { isNotFound, useGridContent } from './api'
import { GridEditor } from './GridEditor'
import { localText } from '../../lib/texts'

/** `/{gridName}` for its owner (the server serves everyone else the public page there). */
export function EditorPage() {
  const { i18n } = useLingui()
  const { gridName = '' } = useParams()
  const name = normalizeName(gridName)
  const content = useGridContent(name)
  const notFound = content.isError && isNotFound(content.error)
  const failed = content.isError && !notFound

  // The spec's toasts; the page says the same in place, with a way on.
  useEffect(() => {
    if (notFound) toast.error(localText(GRID_NAME_MESSAGES.notFound), { id: 'grid-load' })
    else if (failed) toast.error(localText(GRID_NAME_MESSAGES.loadFailed), { id: 'grid-load' })
  }, [notFound, failed])

  if (content.data) return <GridEditor key={name} name={name} content={content.data} />
  if (notFound) {
    return (
      <LoadProblem title={i18n._({ id: 'editor.gridNotFound', message: 'Grid not found' })}>
        <p className="text-base-content/70 max-w-md">
          <Trans
            id="editor.thereIsNoTesseraCalledAmong"
            message="There is no Tessera called <0>{name}</0> among yours."
            values={{ name }}
            components={{ 0: <strong className="text-base-content" /> }}
          />
        </p>
        <Link to="/home" className="btn btn-primary">
          <Trans id="editor.backToHome" message="Back to home" />
        </Link>
      </LoadProblem>
    )
  }
  if (failed) {
    return (
      <LoadProblem title={localText(GRID_NAME_MESSAGES.loadFailed)}>
        <p className="text-base-content/70 max-w-md">{content.error.message}</p>
        <div className="flex gap-2">
          <Link to="/home" className="btn btn-ghost">
            <Trans id="editor.backToHome" message="Back to home" />
          </Link>
          <PendingButton pending={content.isFetching} className="btn-primary" onClick={() => void content.refetch()}>
            <Trans id="common.tryAgain" message="Try again" />
          </PendingButton>
        </div>
      </LoadProblem>
    )
  }
  return <EditorLoading name={name} />
}

function LoadProblem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="bg-base-200 flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <PageTitle>{title}</PageTitle>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </main>
  )
}

/** The editor's outline while the grid loads: header, toolbar, a 6 x 4 canvas and the settings card. */
function EditorLoading({ name }: { name: string }) {
  const { i18n } = useLingui()
  return (
    <div className="bg-base-200 min-h-dvh" aria-busy="true">
      <PageTitle>{i18n._({ id: 'editor.pageTitle', message: 'Edit {name}', values: { name } })}</PageTitle>
      <p role="status" className="sr-only">
        <Trans id="editor.loadingGrid" message="Loading grid…" />
      </p>
      <div className="border-base-300 bg-base-100 border-b" aria-hidden="true">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <div className="skeleton size-8" />
          <div className="skeleton h-6 w-40" />
          <div className="skeleton ml-auto hidden h-8 w-80 sm:block" />
        </div>
      </div>
      <div
        className="mx-auto grid max-w-7xl gap-6 px-3 py-4 sm:px-6 sm:py-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        aria-hidden="true"
      >
        <div className="flex flex-col gap-3">
          <div className="flex justify-between">
            <div className="skeleton h-8 w-48" />
            <div className="skeleton h-8 w-20" />
          </div>
          <div className="skeleton h-5 w-72" />
          <div className="bg-base-100 rounded-3xl p-4 shadow-sm">
            <div className="grid grid-cols-6 gap-3">
              {Array.from({ length: 24 }, (_, index) => (
                <div key={index} className="skeleton aspect-square rounded-2xl" />
              ))}
            </div>
          </div>
        </div>
        <div className="skeleton h-80 w-full" />
      </div>
    </div>
  )
}
