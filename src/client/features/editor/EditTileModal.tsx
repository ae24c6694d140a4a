import { Trans, useLingui } from '@lingui/react'
import { useId, useRef, useState } from 'react'
import type { CSSProperties, FormEvent, KeyboardEvent } from 'react'
import type { TileContent } from '@domain/editor-model'
import { fieldOfError } from '@domain/errors'
import type { StoredTile } from '@domain/grid'
import type { Plan } from '@domain/plans'
import { checkSchedule, type TileVisibility } from '@domain/tile-visibility'
import { TILE_DATA_SCHEMAS, TILE_TYPE_TABLE } from '@domain/tile-types'
import { TILE_COLORS, tileColorByClass, type TileColor } from '@domain/tile-colors'
import type { Theme } from '@domain/themes'
import { Modal } from '../../components/Modal'
import type { FormProblem, TileData } from '../../tiles/forms'
import { CLIENT_TILE_KINDS } from '../../tiles/registry'
import { Icon } from './icons'
import { VisibilityFields } from './VisibilityFields'
import { localText } from '../../lib/texts'

export interface TileEdit {
  tile: StoredTile
  /** A link tile is added only once its form is valid: until then it is not on the grid. */
  isNew: boolean
  /** The view it was opened from; on mobile the tile can also be taken off the mobile layout. */
  onMobile: boolean
}

interface EditTileModalProps {
  edit: TileEdit | undefined
  theme: Theme
  plan: Plan
  onClose: () => void
  onSave: (tile: StoredTile, content: TileContent) => void
  onRemove: (tile: StoredTile) => void
  onHideOnMobile: (tile: StoredTile) => void
  onImageUploaded: (tile: StoredTile, url: string) => void
}

/** The spec's 'Edit' modal: the tile's data (its form), its colour, Remove Widget and Close. */
export function EditTileModal({ edit, onClose, ...props }: EditTileModalProps) {
  const { i18n } = useLingui()
  return (
    <Modal open={edit !== undefined} onClose={onClose} title={i18n._({ id: 'common.edit', message: 'Edit' })}>
      {edit ? <EditTileForm key={edit.tile.id} edit={edit} onClose={onClose} {...props} /> : null}
    </Modal>
  )
}

type Tab = 'data' | 'visibility' | 'colour'
const TABS: readonly Tab[] = ['data', 'visibility', 'colour']

function EditTileForm({
  edit,
  theme,
  plan,
  onClose,
  onSave,
  onRemove,
  onHideOnMobile,
  onImageUploaded,
}: Omit<EditTileModalProps, 'edit'> & { edit: TileEdit }) {
  const { i18n } = useLingui()
  const { tile, isNew, onMobile } = edit
  const { name, icon } = TILE_TYPE_TABLE[tile.type]
  const { Form } = CLIENT_TILE_KINDS[tile.type]
  const canBeSensitive = TILE_TYPE_TABLE[tile.type].countsClicks
  const [data, setData] = useState<TileData>(tile.data)
  const [color, setColor] = useState(tile.color)
  const [visibility, setVisibility] = useState<TileVisibility>({
    hidden: tile.hidden,
    sensitive: tile.sensitive,
    schedule: tile.schedule,
  })
  const [problem, setProblem] = useState<FormProblem>()
  const [tab, setTab] = useState<Tab>('data')
  const formRef = useRef<HTMLFormElement>(null)
  const tabsId = useId()

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const checked = TILE_DATA_SCHEMAS[tile.type].safeParse(data)
    if (!checked.success) {
      const issue = checked.error.issues[0]!
      const field = issue.path.join('.')
      const shownAtField = Boolean(formRef.current?.querySelector(`[name="${field}"][data-shows-error]`))
      setProblem({ field, message: issue.message, shownAtField })
      setTab('data')
      // After the re-render that shows the message: the field with the problem takes the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus())
      return
    }
    const schedule = visibility.schedule && checkSchedule(visibility.schedule)
    if (schedule && !schedule.ok) {
      const field = fieldOfError(schedule.problem.code) ?? 'schedule.start'
      setProblem({ field, message: schedule.problem.message, shownAtField: true })
      setTab('visibility')
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus())
      return
    }
    onSave(tile, {
      data: checked.data as TileData,
      color,
      hidden: visibility.hidden || undefined,
      sensitive: (canBeSensitive && visibility.sensitive) || undefined,
      schedule: schedule?.schedule,
    })
  }

  function changeVisibility(next: TileVisibility) {
    setVisibility(next)
    setProblem(undefined)
  }

  function changeData(next: TileData) {
    setData(next)
    setProblem(undefined)
  }

  function switchTabWithArrows(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const step = event.key === 'ArrowRight' ? 1 : TABS.length - 1
    const next = TABS[(TABS.indexOf(tab) + step) % TABS.length]!
    setTab(next)
    document.getElementById(`${tabsId}-${next}-tab`)?.focus()
  }

  const tabProps = (name: Tab, label: string) => ({
    id: `${tabsId}-${name}-tab`,
    role: 'tab',
    type: 'button' as const,
    'aria-selected': tab === name,
    'aria-controls': `${tabsId}-${name}-panel`,
    tabIndex: tab === name ? 0 : -1,
    className: `tab gap-2 ${tab === name ? 'tab-active' : 'text-base-content/80'}`,
    onClick: () => setTab(name),
    children: label,
  })

  return (
    <form ref={formRef} noValidate className="flex flex-col gap-4" onSubmit={save}>
      <div className="flex items-center gap-3">
        <span
          className="ring-base-content/10 grid size-12 shrink-0 place-items-center rounded-2xl ring-1"
          style={swatchStyle(tileColorByClass(color), theme)}
          aria-hidden="true"
        >
          <Icon name={icon} className="size-6" />
        </span>
        <div className="flex min-w-0 flex-col">
          <p className="font-semibold">{localText(name)}</p>
          <p className="text-base-content/70 text-sm">
            {isNew
              ? i18n._({ id: 'editor.newTileAddedOnAdd', message: 'New: it is added when you press Add' })
              : i18n._({
                  id: 'editor.tileCells',
                  message: '{width} × {height} cells',
                  values: { width: tile.width, height: tile.height },
                })}
          </p>
        </div>
      </div>

      <div
        role="tablist"
        aria-label={i18n._({ id: 'editor.tileSettings', message: 'Tile settings' })}
        className="tabs tabs-box"
        onKeyDown={switchTabWithArrows}
      >
        <button {...tabProps('data', i18n._({ id: 'editor.tabData', message: 'Data' }))} />
        <button {...tabProps('visibility', i18n._({ id: 'editor.tabVisibility', message: 'Visibility' }))} />
        <button {...tabProps('colour', i18n._({ id: 'editor.tabColour', message: 'Colour' }))} />
      </div>

      <div id={`${tabsId}-data-panel`} role="tabpanel" aria-labelledby={`${tabsId}-data-tab`} hidden={tab !== 'data'}>
        <Form
          data={data}
          onChange={changeData}
          problem={problem}
          onImageUploaded={(url) => onImageUploaded(tile, url)}
        />
      </div>
      <div
        id={`${tabsId}-visibility-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-visibility-tab`}
        hidden={tab !== 'visibility'}
      >
        <VisibilityFields
          value={visibility}
          onChange={changeVisibility}
          plan={plan}
          canBeSensitive={canBeSensitive}
          errorFor={(field) => (problem?.field === field ? problem.message : undefined)}
        />
      </div>
      <div
        id={`${tabsId}-colour-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-colour-tab`}
        hidden={tab !== 'colour'}
      >
        <ColourPicker value={color} theme={theme} onChange={setColor} />
      </div>

      {problem && !problem.shownAtField ? (
        <p role="alert" className="alert alert-soft alert-error text-base-content text-sm">
          {localText(problem.message)}
        </p>
      ) : null}

      <div className="border-base-300 -mx-6 mt-1 flex flex-wrap items-center gap-2 border-t px-6 pt-4">
        {isNew ? null : (
          <button type="button" className="btn btn-sm btn-ghost text-error-strong" onClick={() => onRemove(tile)}>
            <Icon name="trash" />
            <Trans id="editor.removeWidget" message="Remove Widget" />
          </button>
        )}
        {onMobile && !isNew ? (
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => onHideOnMobile(tile)}>
            <Icon name="eyeOff" />
            <Trans id="editor.hideOnMobile" message="Hide on mobile" />
          </button>
        ) : null}
        <div className="ml-auto flex gap-2">
          <button type="button" className="btn btn-sm btn-ghost" onClick={onClose}>
            <Trans id="common.close" message="Close" />
          </button>
          <button type="submit" className="btn btn-sm btn-primary">
            {isNew ? <Trans id="editor.add" message="Add" /> : <Trans id="common.save" message="Save" />}
          </button>
        </div>
      </div>
    </form>
  )
}

function swatchStyle(color: TileColor, theme: Theme): CSSProperties {
  if (color.className === 'tile-theme') return { background: theme.colors.surface, color: theme.colors.text }
  const [from, to] = color.background
  return { background: to ? `linear-gradient(135deg, ${from}, ${to})` : from, color: color.text }
}

/** The colour set as a radio group of swatches (arrow keys move between them, as in any radio group). */
function ColourPicker({ value, theme, onChange }: { value: string; theme: Theme; onChange: (color: string) => void }) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold">
        <Trans id="editor.tileColour" message="Tile colour" />
      </legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {TILE_COLORS.map((color) => (
          <label key={color.className} className="flex cursor-pointer flex-col items-center gap-1">
            <input
              type="radio"
              name="color"
              value={color.className}
              checked={value === color.className}
              onChange={() => onChange(color.className)}
              className="peer sr-only"
            />
            <span
              className="ring-base-content/15 peer-checked:ring-base-content peer-focus-visible:outline-primary grid size-11 place-items-center rounded-xl ring-1 peer-checked:ring-3 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2"
              style={swatchStyle(color, theme)}
              aria-hidden="true"
            >
              {value === color.className ? <Icon name="check" className="size-5" /> : null}
            </span>
            <span className="text-base-content/80 text-xs">{color.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
