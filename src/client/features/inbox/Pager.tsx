import { Trans, useLingui } from '@lingui/react'
interface PagerProps {
  page: number
  isLastPage: boolean
  onPrevious: () => void
  onNext: () => void
}

export function Pager({ page, isLastPage, onPrevious, onNext }: PagerProps) {
  const { i18n } = useLingui()
  return (
    <nav
      aria-label={i18n._({ id: 'inbox.pages', message: 'Pages' })}
      className="flex items-center justify-between gap-2"
    >
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={onPrevious}>
        <Trans id="inbox.previous" message="<0>←</0>Previous" components={{ 0: <span aria-hidden="true" /> }} />
      </button>
      <p className="text-sm font-semibold" aria-live="polite">
        <Trans id="inbox.page" message="Page {page}" values={{ page }} />
      </p>
      <button type="button" className="btn btn-outline btn-sm" disabled={isLastPage} onClick={onNext}>
        <Trans id="inbox.next" message="Next<0>→</0>" components={{ 0: <span aria-hidden="true" /> }} />
      </button>
    </nav>
  )
}
