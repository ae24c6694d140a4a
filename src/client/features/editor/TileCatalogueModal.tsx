import { Trans, useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import type { View } from '@domain/editor-model'
import { tileSummary } from '@domain/tile-types'
import type { Problem } from '@domain/errors'
import type { StoredTile, TileType } from '@domain/grid'
import type { Rect } from '@domain/layout'
import { tileSizeProblem } from '@domain/layout'
import type { Plan } from '@domain/plans'
import { Modal } from '../../components/Modal'
import { ProBadge, UpgradePopover, useUpgradePopover } from '../../components/ProUpgrade'
import { localText } from '../../lib/texts'
import { sizeText, tileTypeName } from '../../lib/tile-words'
import { TILE_CATALOGUE, type CatalogueTile } from './catalogue'
import { Icon } from './icons'

interface TileCatalogueModalProps {
  open: boolean
  plan: Plan
  view: View
  /** The selected rectangle the new tile goes into. */
  rect: Rect | undefined
  /** Desktop tiles without a mobile place (mobile view only): they can take the selection. */
  notOnMobile: readonly StoredTile[]
  onClose: () => void
  /** Why the viewer's plan refuses a tile of this type, if it does (freePlanProblem). */
  planProblemOf: (type: TileType) => Problem | undefined
  onPick: (type: TileType) => void
  onPlace: (tileId: string) => void
}

/** The spec's 'Components' modal: the tile catalogue, Pro tiles locked for free users. */
export function TileCatalogueModal({ open, onClose, ...props }: TileCatalogueModalProps) {
  const { i18n } = useLingui()
  return (
    <Modal open={open} onClose={onClose} title={i18n._({ id: 'editor.components', message: 'Components' })}>
      <TileCatalogue {...props} />
    </Modal>
  )
}

function TileCatalogue({
  plan,
  view,
  rect,
  notOnMobile,
  planProblemOf,
  onPick,
  onPlace,
}: Omit<TileCatalogueModalProps, 'open' | 'onClose'>) {
  const { i18n } = useLingui()
  const [refusal, setRefusal] = useState<{ type: TileType; message: string }>()
  const refusalId = useId()
  const isFree = plan !== 'pro'

  function pick(type: TileType) {
    const sizeProblem = rect ? tileSizeProblem(type, rect.width, rect.height) : undefined
    if (sizeProblem) {
      setRefusal({ type, message: sizeProblem.message })
      return
    }
    onPick(type)
  }

  return (
    <div className="flex flex-col gap-4">
      {rect ? (
        <p className="text-base-content/70 -mt-2 text-sm">
          <Trans
            id="editor.itTakesTheSelectedCells"
            message="It takes the selected {rect} cells"
            values={{ rect: sizeText(rect) }}
          />
          {view === 'mobile' ? ' of the mobile layout' : ''}.
        </p>
      ) : null}

      {view === 'mobile' && notOnMobile.length > 0 ? (
        <section aria-labelledby="not-on-mobile-heading" className="flex flex-col gap-2">
          <h3 id="not-on-mobile-heading" className="text-sm font-semibold">
            <Trans id="editor.notOnMobileYet" message="Not on mobile yet" />
          </h3>
          <ul className="flex flex-col gap-2">
            {notOnMobile.map((tile) => {
              const summary = tileSummary(tile, localText)
              return (
                <li key={tile.id}>
                  <button
                    type="button"
                    className="border-base-300 hover:border-primary hover:bg-primary/5 flex w-full items-center gap-3 rounded-box border p-3 text-left transition-colors"
                    onClick={() => onPlace(tile.id)}
                  >
                    <span className="bg-primary/10 text-primary grid size-10 shrink-0 place-items-center rounded-field">
                      <Icon name="phone" className="size-5" />
                    </span>
                    <span className="flex min-w-0 flex-col">
                      <span className="font-semibold">
                        <Trans
                          id="editor.placeHere"
                          message="Place {value} here"
                          values={{ value: tileTypeName(tile.type) }}
                        />
                      </span>
                      <span className="text-base-content/70 truncate text-sm">
                        {summary ||
                          i18n._({
                            id: 'editor.sizeOnDesktop',
                            message: '{size} on desktop',
                            values: { size: sizeText(tile) },
                          })}
                      </span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
          <h3 className="mt-2 text-sm font-semibold">
            <Trans id="editor.orAddANewComponent" message="Or add a new component" />
          </h3>
        </section>
      ) : null}

      <ul className="grid gap-2 sm:grid-cols-2">
        {TILE_CATALOGUE.map((entry) => {
          // A type the plan refuses (a Pro tile on Free, new) is locked: pressing it tells why.
          const planProblem = isFree && entry.pro ? planProblemOf(entry.type) : undefined
          const refused = refusal?.type === entry.type
          return (
            <li key={entry.type}>
              {planProblem ? (
                <LockedEntry entry={entry} reason={planProblem.message} />
              ) : (
                <button
                  type="button"
                  className={`${ENTRY_CLASS} ${
                    refused ? 'border-error bg-error/5' : 'border-base-300 hover:border-primary hover:bg-primary/5'
                  }`}
                  aria-describedby={refused ? refusalId : undefined}
                  onClick={() => pick(entry.type)}
                >
                  <EntryText entry={entry} locked={false} />
                </button>
              )}
            </li>
          )
        })}
      </ul>

      {refusal ? (
        <div id={refusalId} role="alert" className="alert alert-soft alert-error text-base-content text-sm">
          <span>{localText(refusal.message)}</span>
        </div>
      ) : null}
    </div>
  )
}

const ENTRY_CLASS = 'flex h-full w-full items-start gap-3 rounded-box border p-3 text-left transition-colors'

/** A Pro tile for a free user: a lock and the Pro badge on it, and the upgrade popover when pressed. */
function LockedEntry({ entry, reason }: { entry: CatalogueTile; reason: string }) {
  const upgrade = useUpgradePopover()
  return (
    <>
      <button
        type="button"
        {...upgrade.triggerProps}
        className={`${ENTRY_CLASS} border-base-300 bg-base-200/60 hover:border-warning border-dashed`}
      >
        <EntryText entry={entry} locked />
      </button>
      <UpgradePopover {...upgrade.popoverProps} reason={reason} />
    </>
  )
}

function EntryText({ entry, locked }: { entry: CatalogueTile; locked: boolean }) {
  return (
    <>
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-field ${
          locked ? 'bg-base-300 text-base-content/70' : 'bg-primary/10 text-primary'
        }`}
      >
        <Icon name={entry.icon} className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="flex items-center gap-2 font-semibold">
          {localText(entry.name)}
          {locked ? <ProBadge /> : null}
        </span>
        <span className="text-base-content/70 text-sm">{localText(entry.description)}</span>
      </span>
    </>
  )
}
