import { Trans } from '@lingui/react'
import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'

interface ModalProps {
  open: boolean
  /** Called when the dialog closes itself: Escape, the backdrop, or a `<form method="dialog">`. */
  onClose: () => void
  title: string
  children: ReactNode
}

/**
 * A daisyUI modal on the native <dialog>: showModal() traps focus, makes the page behind inert,
 * closes on Escape and gives focus back to the opener on close. The content is mounted only while
 * open, so a form inside starts empty each time; an element with `data-autofocus` gets the focus.
 */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      // React passes a dialog's close on to the dialogs around it: a confirmation closing inside
      // another dialog must not close that one too.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="modal-box flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {open ? children : null}
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          <Trans id="common.close" message="Close" />
        </button>
      </form>
    </dialog>
  )
}
