import type { ReactNode } from 'react'

/** 24 x 24 stroke icons (Lucide-style paths, drawn here so the page loads no icon font). */
function Icon({ children, className = 'icon' }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const PagesIcon = () => (
  <Icon>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </Icon>
)

export const MessageIcon = () => (
  <Icon>
    <path d="M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    <path d="M8 9h8M8 13h5" />
  </Icon>
)

export const DiceIcon = () => (
  <Icon>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <circle cx="8.5" cy="8.5" r="1" fill="currentColor" />
    <circle cx="15.5" cy="15.5" r="1" fill="currentColor" />
    <circle cx="15.5" cy="8.5" r="1" fill="currentColor" />
    <circle cx="8.5" cy="15.5" r="1" fill="currentColor" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
  </Icon>
)

export const PaletteIcon = () => (
  <Icon>
    <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.8-.9 1.8-1.9 0-.5-.2-.9-.5-1.3-.3-.3-.5-.8-.5-1.3 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3z" />
    <circle cx="7.5" cy="11" r="1.2" fill="currentColor" />
    <circle cx="10" cy="7" r="1.2" fill="currentColor" />
    <circle cx="14.5" cy="7" r="1.2" fill="currentColor" />
  </Icon>
)

export const CheckIcon = () => (
  <Icon className="check">
    <path d="M20 6 9 17l-5-5" />
  </Icon>
)

export const ArrowRightIcon = () => (
  <Icon className="arrow">
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
)

export const ChevronLeftIcon = () => (
  <Icon>
    <path d="m15 18-6-6 6-6" />
  </Icon>
)

export const ChevronRightIcon = () => (
  <Icon>
    <path d="m9 18 6-6-6-6" />
  </Icon>
)

/** Both states of a play/pause toggle; CSS shows the one that matches the button's state. */
export const PlayPauseIcons = () => (
  <>
    <Icon className="icon icon-pause">
      <path d="M9 5v14M15 5v14" />
    </Icon>
    <Icon className="icon icon-play">
      <path d="M7 4.5v15l12-7.5z" />
    </Icon>
  </>
)

export const PlusIcon = () => (
  <Icon className="plus">
    <path d="M12 5v14M5 12h14" />
  </Icon>
)
