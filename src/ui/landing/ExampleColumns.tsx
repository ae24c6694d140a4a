import type { LandingImage } from './images.js'

/**
 * Two columns of real pages drifting up and down beside the phone, for wide windows only (CSS
 * hides them below 1,100 px, the landing's mobile threshold, so phones never download them).
 * Decorative: the carousel already presents these pages to screen readers.
 */
export function ExampleColumns({ pages }: { pages: readonly LandingImage[] }) {
  // Every page in both columns, the second starting half-way, so each loop is taller than the window.
  const half = Math.ceil(pages.length / 2)
  const columns = [pages, [...pages.slice(half), ...pages.slice(0, half)]]
  return (
    <div className="examples" aria-hidden="true" data-examples="">
      {columns.map((column, columnIndex) => (
        <div key={columnIndex} className={`examples-column examples-column-${columnIndex + 1}`}>
          {/* Twice over, so the loop wraps without a jump. */}
          <div className="examples-track">
            {[...column, ...column].map((page, index) => (
              <img
                key={`${page.src}-${index}`}
                src={page.src}
                width={page.width}
                height={page.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
