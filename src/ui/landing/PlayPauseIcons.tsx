import { Icon } from '../icons.js'

/** Both states of a play/pause toggle; CSS shows the one that matches the button's state. */
export function PlayPauseIcons() {
  return (
    <>
      <Icon name="pause" className="icon icon-pause" />
      <Icon name="play" className="icon icon-play" />
    </>
  )
}
