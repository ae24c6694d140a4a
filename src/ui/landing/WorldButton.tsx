import { useLingui } from '@lingui/react'

/**
 * The playful globe: each click spins it (1,100 ms), at most twice; the third click makes it vanish
 * (after 1,900 ms). The landing script un-hides it, so it never shows as a dead button without
 * JavaScript.
 */
export function WorldButton() {
  const { i18n } = useLingui()
  return (
    <button
      type="button"
      className="world"
      data-world=""
      aria-label={i18n._({ id: 'landing.world', message: 'Spin the world' })}
      hidden
    >
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="world-sea" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#38bdf8" />
            <stop offset="1" stopColor="#2563eb" />
          </linearGradient>
        </defs>
        <circle cx="32" cy="32" r="28" fill="url(#world-sea)" />
        <path
          d="M17 19c5-2 9 1 10 5s-3 6-1 9 7 2 7 7-4 8-8 9c-3-4-1-8-4-11s-8-3-8-8 1-9 4-11zm24-4c4 1 9 5 11 10-3 1-6-1-8 1s0 6-3 7-5-3-5-6 2-4 1-7 1-5 4-5zm4 23c3 0 5 2 5 5-2 4-5 7-9 9 0-4 1-7 1-9s1-5 3-5z"
          fill="#a7f3d0"
        />
        <ellipse cx="32" cy="32" rx="28" ry="28" fill="none" stroke="#0f172a" strokeOpacity=".15" strokeWidth="2" />
      </svg>
    </button>
  )
}
