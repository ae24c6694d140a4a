/** The outline of a Tessera card while its data loads; purely visual, so hidden from screen readers. */
export function CardSkeleton() {
  return (
    <div className="card bg-base-100 shadow-sm" aria-hidden="true">
      <div className="card-body gap-4">
        <div className="skeleton aspect-[3/2] w-full" />
        <div className="skeleton h-5 w-2/3" />
        <div className="flex gap-2">
          <div className="skeleton h-8 w-20" />
          <div className="skeleton h-8 w-16" />
          <div className="skeleton h-8 w-16" />
        </div>
      </div>
    </div>
  )
}
