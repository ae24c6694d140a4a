import { useLingui } from '@lingui/react'
import { API } from '@domain/api-routes'
import { Modal } from '../../components/Modal'
import { apiUrl } from '../../lib/api'

interface QrCodeDialogProps {
  gridName: string
  open: boolean
  onClose: () => void
}

/** The QR code of a grid's address, to look at and to download: PNG to post, SVG to print at any size. */
export function QrCodeDialog({ gridName, open, onClose }: QrCodeDialogProps) {
  const { i18n } = useLingui()
  const svg = apiUrl(API.gridQrCode, { name: gridName })
  const png = apiUrl(API.gridQrCodePng, { name: gridName })
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={i18n._({ id: 'home.qrCode.title', message: 'QR code of {name}', values: { name: gridName } })}
    >
      <img
        src={svg}
        alt={i18n._({
          id: 'home.qrCode.picture',
          message: 'QR code of {address}',
          values: { address: `${location.host}/${gridName}` },
        })}
        width={240}
        height={240}
        className="mx-auto size-60 rounded-lg bg-white"
      />
      <p className="text-base-content/80 text-sm">
        {i18n._({
          id: 'home.qrCode.hint',
          message: 'It opens your page when scanned. PNG is ready to post; SVG prints sharp at any size.',
        })}
      </p>
      <div className="modal-action mt-0 flex-wrap">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {i18n._({ id: 'home.qrCode.close', message: 'Close' })}
        </button>
        <a href={png} download={`${gridName}-qr.png`} className="btn btn-outline" data-autofocus>
          {i18n._({ id: 'home.qrCode.downloadPng', message: 'Download PNG' })}
        </a>
        <a href={svg} download={`${gridName}-qr.svg`} className="btn btn-outline">
          {i18n._({ id: 'home.qrCode.downloadSvg', message: 'Download SVG' })}
        </a>
      </div>
    </Modal>
  )
}
