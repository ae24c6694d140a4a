import { Trans, useLingui } from '@lingui/react'
import { useBlocker } from 'react-router'
import { Modal } from '../../components/Modal'

/**
 * Asks before the app navigates away from changes visitors do not see yet. They are kept as the
 * draft either way; the question is whether the owner meant to publish them first.
 */
export function LeaveWithDraftDialog({ unpublished }: { unpublished: boolean }) {
  const { i18n } = useLingui()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unpublished && currentLocation.pathname !== nextLocation.pathname,
  )
  const asking = blocker.state === 'blocked'
  return (
    <Modal
      open={asking}
      onClose={() => blocker.reset?.()}
      title={i18n._({ id: 'editor.leaveWithoutPublishing', message: 'Leave without publishing?' })}
    >
      <p>
        <Trans
          id="editor.yourChangesAreKeptAsA"
          message="Your changes are kept as a draft that only you can see. Visitors see them once you press Save."
        />
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={() => blocker.proceed?.()}>
          <Trans id="editor.leave" message="Leave" />
        </button>
        <button type="button" className="btn btn-primary" onClick={() => blocker.reset?.()} data-autofocus>
          <Trans id="editor.stayAndKeepEditing" message="Stay and keep editing" />
        </button>
      </div>
    </Modal>
  )
}
