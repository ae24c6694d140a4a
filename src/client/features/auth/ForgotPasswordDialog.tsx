import { Trans, useLingui } from '@lingui/react'
import type { FormEvent } from 'react'
import { toast } from 'sonner'
import { Banner } from '../../components/Banner'
import { Modal } from '../../components/Modal'
import { PendingButton } from '../../components/PendingButton'
import { TextField } from '../../components/TextField'
import { useForgotPassword } from './api'

interface ForgotPasswordDialogProps {
  open: boolean
  onClose: () => void
  /** What the visitor already typed into the sign-in form. */
  initialEmail: string
}

export function ForgotPasswordDialog({ open, onClose, initialEmail }: ForgotPasswordDialogProps) {
  const { i18n } = useLingui()
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={i18n._({ id: 'auth.resetYourPassword', message: 'Reset your password' })}
    >
      <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} />
    </Modal>
  )
}

function ForgotPasswordForm({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const { i18n } = useLingui()
  const forgotPassword = useForgotPassword()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    forgotPassword.mutate(email, { onError: (error) => toast.error(error.message) })
  }

  if (forgotPassword.isSuccess) {
    return (
      <>
        {/* The same answer whether or not the address has an account. */}
        <Banner tone="success">{forgotPassword.data.message}</Banner>
        <p className="text-base-content/70 text-sm">
          <Trans id="auth.theLinkInTheMailWorks" message="The link in the mail works once and expires in one hour." />
        </p>
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
            <Trans id="auth.done" message="Done" />
          </button>
        </div>
      </>
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-base-content/70">
        <Trans
          id="auth.enterTheEmailYouSignedUp"
          message="Enter the email you signed up with and we will send you a link to choose a new password."
        />
      </p>
      <TextField
        label={i18n._({ id: 'auth.email', message: 'Email' })}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={initialEmail}
        data-autofocus
        required
      />
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          <Trans id="common.cancel" message="Cancel" />
        </button>
        <PendingButton type="submit" pending={forgotPassword.isPending} className="btn-primary">
          <Trans id="auth.sendResetLink" message="Send reset link" />
        </PendingButton>
      </div>
    </form>
  )
}
