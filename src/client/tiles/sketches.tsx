import type { StoredTile } from '@domain/grid'

/*
 * The dashboard's miniatures of tiles (the /home preview): a hint of what a tile holds in its text
 * colour, lines for text and a dot for an avatar or icon. Purely pictures.
 */

export interface SketchProps {
  tile: StoredTile
}

export function ImageSketch({ tile }: SketchProps) {
  const src = uploadedImage(tile.data.image)
  return src ? <img src={src} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" /> : null
}

export function IntroductionSketch({ tile }: SketchProps) {
  const avatar = uploadedImage(tile.data.image)
  return (
    <>
      {avatar ? (
        <img src={avatar} alt="" loading="lazy" className="size-3.5 shrink-0 rounded-full object-cover" />
      ) : (
        <Dot />
      )}
      <span className="mt-auto" />
      <Line width="75%" strong />
      <Line width="55%" />
    </>
  )
}

export function LinkSketch() {
  return (
    <>
      <Dot square />
      <span className="mt-auto" />
      <Line width="60%" />
    </>
  )
}

export function LinksGridSketch() {
  return (
    <span className="grid flex-1 grid-cols-2 gap-[3px]">
      {[0, 1, 2, 3].map((cell) => (
        <span key={cell} className="rounded-[2px] bg-current opacity-25" />
      ))}
    </span>
  )
}

export function SocialLinksSketch() {
  return (
    <span className="flex flex-1 flex-wrap content-center justify-center gap-[3px]">
      {[0, 1, 2].map((icon) => (
        <span key={icon} className="size-2.5 rounded-full bg-current opacity-40" />
      ))}
    </span>
  )
}

export function EmbedSketch({ tile }: SketchProps) {
  const poster = uploadedImage(tile.data.image)
  return (
    <span className="relative flex flex-1 items-center justify-center">
      {poster ? <img src={poster} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" /> : null}
      <span className="relative size-3 rounded-full bg-current opacity-50" />
    </span>
  )
}

export function TextSketch() {
  return (
    <>
      <Line width="70%" strong />
      <Line width="90%" />
      <Line width="80%" />
    </>
  )
}

export function QaSketch() {
  return (
    <>
      <Line width="55%" strong />
      <Line width="85%" />
      <Line width="70%" />
      <Line width="85%" />
    </>
  )
}

export function MessageSketch() {
  return (
    <>
      <Line width="65%" strong />
      <span className="min-h-1 flex-1 rounded-[2px] border border-current opacity-40" />
    </>
  )
}

function Line({ width, strong = false }: { width: string; strong?: boolean }) {
  return (
    <span
      className={`block h-[3px] shrink-0 rounded-full bg-current ${strong ? 'opacity-80' : 'opacity-45'}`}
      style={{ width }}
    />
  )
}

function Dot({ square = false }: { square?: boolean }) {
  return (
    <span className={`block size-2.5 shrink-0 bg-current opacity-60 ${square ? 'rounded-[3px]' : 'rounded-full'}`} />
  )
}

/** Only the site's own uploads: the app's content policy does not load images from elsewhere. */
function uploadedImage(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])[^\s"'<>]*$/.test(value) ? value : undefined
}
