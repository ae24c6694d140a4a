import { useLingui } from '@lingui/react'
import { Icon } from '../icons.js'
import { PlayPauseIcons } from './PlayPauseIcons.js'
import type { LandingImage } from './images.js'

export const CAROUSEL_INTERVAL_MS = 3000
const SLIDES_ID = 'phone-slides'

/**
 * The hero's phone with real pages sliding every 3 seconds (the landing script drives it). Built
 * after the WAI-ARIA carousel pattern: a rotation control first, previous and next buttons, slides
 * as labelled groups, and a live region that is polite only while the rotation is stopped.
 * Without JavaScript the first page shows and the controls stay hidden.
 */
export function PhoneCarousel({ slides }: { slides: readonly LandingImage[] }) {
  const { i18n } = useLingui()
  return (
    <section
      className="carousel"
      aria-roledescription={i18n._({ id: 'landing.carousel.role', message: 'carousel' })}
      aria-label={i18n._({ id: 'landing.carousel.label', message: 'Pages made with Tessera' })}
      data-carousel=""
      data-interval={CAROUSEL_INTERVAL_MS}
    >
      <div className="phone">
        <div className="phone-notch" aria-hidden="true" />
        <div className="phone-screen" id={SLIDES_ID} aria-live="polite" data-slides="">
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              className={`slide${index === 0 ? ' is-active' : ''}${index === 1 ? ' is-next' : ''}`}
              role="group"
              aria-roledescription={i18n._({ id: 'landing.carousel.slideRole', message: 'slide' })}
              aria-label={i18n._({
                id: 'landing.carousel.slide',
                message: '{number} of {count}',
                values: { number: index + 1, count: slides.length },
              })}
              aria-hidden={index === 0 ? undefined : true}
              data-slide=""
            >
              <img
                src={slide.src}
                width={slide.width}
                height={slide.height}
                alt={i18n._(slide.alt)}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="carousel-controls" data-controls="" hidden>
        <button
          type="button"
          className="round-button"
          data-pause=""
          aria-label={i18n._({ id: 'landing.carousel.stop', message: 'Stop automatic slide show' })}
          data-label-start={i18n._({ id: 'landing.carousel.start', message: 'Start automatic slide show' })}
        >
          <PlayPauseIcons />
        </button>
        <button
          type="button"
          className="round-button"
          data-prev=""
          aria-controls={SLIDES_ID}
          aria-label={i18n._({ id: 'landing.carousel.previous', message: 'Previous page' })}
        >
          <Icon name="chevronLeft" className="icon" />
        </button>
        <span className="dots" aria-hidden="true">
          {slides.map((slide, index) => (
            <span key={slide.src} className={`dot${index === 0 ? ' is-active' : ''}`} data-dot="" />
          ))}
        </span>
        <button
          type="button"
          className="round-button"
          data-next=""
          aria-controls={SLIDES_ID}
          aria-label={i18n._({ id: 'landing.carousel.next', message: 'Next page' })}
        >
          <Icon name="chevronRight" className="icon" />
        </button>
      </div>
    </section>
  )
}
