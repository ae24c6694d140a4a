import { Icon as SharedIcon, type IconName } from '@ui/icons'

export type { IconName }

/** The shared icon set (src/ui/icons.tsx) at the editor's usual size. */
export function Icon({ name, className = 'size-4' }: { name: IconName; className?: string }) {
  return <SharedIcon name={name} className={className} />
}
