import { useId, type ReactNode } from 'react'

/** One titled card of the moderation page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}
