import { Trans } from '@lingui/react'
import { Icon } from './icons'

/** How to edit with a pointer and with the keyboard; `id` is what the canvas's tiles point to for their keys. */
export function EditingTips({ id }: { id: string }) {
  return (
    <section aria-labelledby="tips-heading" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-5">
        <h2 id="tips-heading" className="flex items-center gap-2 text-base font-semibold">
          <Icon name="keyboard" />
          <Trans id="editor.editing" message="Editing" />
        </h2>
        <ul className="text-base-content/80 flex list-disc flex-col gap-1 pl-5 text-sm">
          <li>
            <Trans
              id="editor.dragAcrossEmptyCellsOrClick"
              message="Drag across empty cells, or click them, to select a rectangle. Escape clears it."
            />
          </li>
          <li>
            <Trans id="editor.dragATileToMoveIt" message="Drag a tile to move it; drag its corner to resize it." />
          </li>
        </ul>
        <p id={id} className="text-base-content/80 text-sm">
          <Trans
            id="editor.onATileEnterEditsIt"
            message="On a tile: Enter edits it, arrow keys move it, Shift with arrow keys resizes it."
          />
        </p>
      </div>
    </section>
  )
}
