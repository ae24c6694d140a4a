import { Trans, useLingui } from '@lingui/react'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { toast } from 'sonner'
import { normalizeName } from '@domain/names'
import { Modal } from '../../components/Modal'
import { PendingButton } from '../../components/PendingButton'
import { TextField } from '../../components/TextField'
import { useDeleteAccount } from './api'

interface DeleteAccountDialogProps {
  open: boolean
  onClose: () => void
  username: string
}

export function DeleteAccountDialog({ open, onClose, username }: DeleteAccountDialogProps) {
  const { i18n } = useLingui()
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={i18n._({ id: 'settings.deleteYourAccountQuestion', message: 'Delete your account?' })}
    >
      <DeleteAccountForm username={username} onCancel={onClose} />
    </Modal>
  )
}

function DeleteAccountForm({ username, onCancel }: { username: string; onCancel: () => void }) {
  const { i18n } = useLingui()
  const [typed, setTyped] = useState('')
  const [password, setPassword] = useState('')
  const deleteAccount = useDeleteAccount()
  // The server compares the same way: surrounding spaces and case do not matter.
  const confirmed = normalizeName(typed) === normalizeName(username) && password !== ''

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!confirmed) return
    deleteAccount.mutate(
      { confirmUsername: typed, currentPassword: password },
      {
        onError: (error) => toast.error(error.message),
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p>
        <Trans
          id="settings.thisDeletesYourAccountYourTesseras"
          message="This deletes your account, your Tesseras with their messages and images, and cancels your subscription if you have one. It cannot be undone. Your username becomes free for someone else."
        />
      </p>
      <TextField
        label={i18n._({
          id: 'settings.typeYourUsernameToConfirm',
          message: 'Type your username, {username}, to confirm',
          values: { username },
        })}
        name="confirmUsername"
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        data-autofocus
        required
      />
      <TextField
        label={i18n._({ id: 'settings.yourCurrentPassword', message: 'Your current password' })}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          <Trans id="common.cancel" message="Cancel" />
        </button>
        <PendingButton type="submit" pending={deleteAccount.isPending} disabled={!confirmed} className="btn-error">
          <Trans id="settings.deleteMyAccount" message="Delete my account" />
        </PendingButton>
      </div>
    </form>
  )
}
