import { Trans } from '@lingui/react'
import { exportAddresses } from './import-api'
import { Icon } from './icons'

interface TransferPanelProps {
  gridName: string
  /** Unpublished changes are not in the downloads, which take the published page: say so. */
  unpublished: boolean
  onImport: () => void
}

/** Bring your page, take your page (ADR 0067): Import into the draft, and the published page's two downloads. */
export function TransferPanel({ gridName, unpublished, onImport }: TransferPanelProps) {
  const addresses = exportAddresses(gridName)
  return (
    <section aria-labelledby="transfer-heading" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <h2 id="transfer-heading" className="text-base font-semibold">
          <Trans id="editor.importAndDownload" message="Import and download" />
        </h2>
        <p className="text-base-content/70 text-sm">
          <Trans
            id="editor.bringYourLinksFromLinkStackOpenBento"
            message="Bring your links from LinkStack, OpenBento or Linktree, or take this page with you."
          />
        </p>
        <button type="button" className="btn btn-sm btn-outline justify-start" onClick={onImport}>
          <Icon name="upload" />
          <Trans id="editor.import" message="Import…" />
        </button>
        <a className="btn btn-sm btn-outline justify-start" href={addresses.website} download>
          <Trans id="editor.downloadAsAWebsiteZip" message="Download as a website (.zip)" />
        </a>
        <a className="btn btn-sm btn-outline justify-start" href={addresses.tesseraFile} download>
          <Trans id="editor.downloadTesseraFile" message="Download Tessera file" />
        </a>
        {unpublished ? (
          <p className="text-base-content/70 text-sm">
            <Trans
              id="editor.downloadsHoldThePublishedPageSave"
              message="Downloads hold the published page: Save first to include your changes."
            />
          </p>
        ) : null}
      </div>
    </section>
  )
}
