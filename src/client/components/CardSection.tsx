import { useId, type ReactNode } from 'react'

/** One titled card of a page, labelled by its heading; `danger` outlines it in the error colour. */
export function CardSection({
  title,
  danger = false,
  id,
  children,
}: {
  title: string
  danger?: boolean
  /** For a link to this card (`#id`). */
  id?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={danger ? 'card bg-base-100 border-error/40 border shadow-sm' : 'card bg-base-100 shadow-sm'}
    >
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}
