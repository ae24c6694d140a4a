interface PagerProps {
  page: number
  isLastPage: boolean
  onPrevious: () => void
  onNext: () => void
}

export function Pager({ page, isLastPage, onPrevious, onNext }: PagerProps) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={onPrevious}>
        <span aria-hidden="true">←</span>
        Previous
      </button>
      <p className="text-sm font-semibold" aria-live="polite">
        Page {page}
      </p>
      <button type="button" className="btn btn-outline btn-sm" disabled={isLastPage} onClick={onNext}>
        Next
        <span aria-hidden="true">→</span>
      </button>
    </nav>
  )
}
