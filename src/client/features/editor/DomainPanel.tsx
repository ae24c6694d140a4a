import { Trans, useLingui } from '@lingui/react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { DOMAIN_TEXTS, type GridDomain } from '@domain/custom-domains'
import { PLAN_MESSAGES } from '@domain/plans'
import { PendingButton } from '../../components/PendingButton'
import { ProBadge, UpgradePopover, useUpgradePopover } from '../../components/ProUpgrade'
import { copyText } from '../../lib/clipboard'
import { TextInput } from '../../tiles/fields'
import { useChangeGridDomain, useGridDomain } from './domain-api'
import { formatDay } from '../../lib/format'
import { localText } from '../../lib/texts'

/**
 * The grid's own domain (ADR 0065): entered here, proved with the TXT record shown and pointed here
 * with the A or CNAME record shown, checked with "Check now", removed. Free users see it locked.
 */
export function DomainPanel({ gridName, plan }: { gridName: string; plan: 'free' | 'pro' }) {
  const pro = plan === 'pro'
  const domain = useGridDomain(gridName, pro)
  return (
    <section aria-labelledby="domain-heading" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id="domain-heading" className="text-base font-semibold">
            {localText(DOMAIN_TEXTS.title)}
          </h2>
          {domain.data?.customDomain ? <StatusBadge domain={domain.data.customDomain} /> : null}
        </div>
        {!pro ? (
          <LockedDomain />
        ) : domain.data ? (
          domain.data.customDomain ? (
            <DomainRecords gridName={gridName} domain={domain.data.customDomain} />
          ) : (
            <DomainForm gridName={gridName} />
          )
        ) : domain.isError ? (
          <p className="text-base-content/70 text-sm">
            <Trans
              id="editor.theDomainCouldNotBeLoaded"
              message="The domain could not be loaded: {message}"
              values={{ message: domain.error.message }}
            />
          </p>
        ) : (
          <div className="skeleton h-10 w-full" aria-busy="true" />
        )}
      </div>
    </section>
  )
}

function StatusBadge({ domain }: { domain: GridDomain }) {
  if (domain.status === 'active') {
    return (
      <span className="badge badge-sm badge-success badge-soft text-success-strong shrink-0">
        <Trans id="editor.active" message="Active" />
      </span>
    )
  }
  if (domain.failingSince) {
    return (
      <span className="badge badge-sm badge-error badge-soft text-error-strong shrink-0">
        <Trans
          id="editor.failingSince"
          message="Failing since {failingSince}"
          values={{ failingSince: formatDay(domain.failingSince) }}
        />
      </span>
    )
  }
  return (
    <span className="badge badge-sm badge-warning badge-soft text-base-content shrink-0">
      <Trans id="editor.pending" message="Pending" />
    </span>
  )
}

/** Free: shown locked before the click; pressing it says why. */
function LockedDomain() {
  const upgrade = useUpgradePopover()
  return (
    <>
      <p className="text-base-content/70 text-xs">
        <Trans
          id="editor.showThisPageAtYourOwn"
          message="Show this page at your own address, such as links.example.com."
        />
      </p>
      <button type="button" {...upgrade.triggerProps} className="btn btn-sm btn-outline w-fit gap-2">
        <Trans id="editor.useYourOwnDomain" message="Use your own domain" />
        <ProBadge />
      </button>
      <UpgradePopover {...upgrade.popoverProps} reason={PLAN_MESSAGES.proFeature} />
    </>
  )
}

function DomainForm({ gridName }: { gridName: string }) {
  const { i18n } = useLingui()
  const change = useChangeGridDomain(gridName)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    change.mutate(
      { set: value },
      {
        onSuccess: () => toast.success(localText(DOMAIN_TEXTS.saved)),
        onError: (failure) => {
          setError(failure.message)
          toast.error(failure.message)
        },
      },
    )
  }

  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
      <p className="text-base-content/70 text-xs">
        <Trans
          id="editor.showThisPageAtYourOwn2"
          message="Show this page at your own address. You will add two DNS records where your domain is registered."
        />
      </p>
      <TextInput
        label={i18n._({ id: 'editor.domain', message: 'Domain' })}
        name="domain"
        placeholder={i18n._({ id: 'editor.linksExampleCom', message: 'links.example.com' })}
        value={value}
        onChange={(next) => {
          setValue(next)
          setError(undefined)
        }}
        error={error}
      />
      <PendingButton type="submit" pending={change.isPending} className="btn-sm btn-primary w-fit">
        <Trans id="editor.saveDomain" message="Save domain" />
      </PendingButton>
    </form>
  )
}

/** One part of a DNS record, written out whole, with its copy button. */
function RecordPart({ type, part, value }: { type: string; part: 'Name' | 'Value'; value: string }) {
  const { i18n } = useLingui()
  return (
    <div className="flex items-start gap-2">
      <span className="text-base-content/70 w-11 shrink-0 pt-0.5 text-xs">
        {part === 'Name' ? (
          <Trans id="editor.recordName" message="Name" />
        ) : (
          <Trans id="editor.recordValue" message="Value" />
        )}
      </span>
      <code className="min-w-0 flex-1 pt-0.5 font-mono text-xs break-all">{value}</code>
      <button
        type="button"
        className="btn btn-xs btn-ghost shrink-0"
        aria-label={
          part === 'Name'
            ? i18n._({ id: 'editor.copyRecordName', message: 'Copy the {type} record’s name', values: { type } })
            : i18n._({ id: 'editor.copyRecordValue', message: 'Copy the {type} record’s value', values: { type } })
        }
        onClick={() => void copyText(value)}
      >
        <Trans id="editor.copy" message="Copy" />
      </button>
    </div>
  )
}

/** One DNS record to add: its type, name and value, each part with its copy button. */
function DnsRecord({ type, name, value }: { type: string; name: string; value: string }) {
  return (
    <div className="bg-base-200 rounded-box flex flex-col gap-1 p-3">
      <span className="badge badge-sm badge-neutral font-mono">{type}</span>
      <RecordPart type={type} part="Name" value={name} />
      <RecordPart type={type} part="Value" value={value} />
    </div>
  )
}

function DomainRecords({ gridName, domain }: { gridName: string; domain: GridDomain }) {
  const { i18n } = useLingui()
  const change = useChangeGridDomain(gridName)
  const act = (what: 'verify' | 'remove') =>
    change.mutate(what, {
      onSuccess: (state) => {
        if (what === 'remove') toast.success(localText(DOMAIN_TEXTS.removed))
        else if (state.customDomain?.status === 'active')
          toast.success(
            i18n._({
              id: 'editor.domainShowsThisPage',
              message: '{domain} shows this page.',
              values: { domain: domain.domain },
            }),
          )
        else toast.error(localText(state.customDomain?.problem ?? DOMAIN_TEXTS.pending))
      },
      onError: (error) => toast.error(error.message),
    })
  // An installation addressed by IP has no name to CNAME to: A records only.
  const cnameTarget = /^[\d.]+$|:/.test(domain.target.host) ? undefined : domain.target.host
  return (
    <div className="flex flex-col gap-3">
      <p className="font-mono text-sm break-all">
        {domain.status === 'active' ? (
          <a className="link" href={`https://${domain.domain}/`} target="_blank" rel="noreferrer">
            {domain.domain}
          </a>
        ) : (
          domain.domain
        )}
      </p>
      {domain.problem ? (
        <p role="status" className="text-error-strong text-sm">
          {domain.problem}
        </p>
      ) : null}
      <p className="text-base-content/70 text-xs">
        <Trans id="editor.addTheseRecordsAtYourDomain" message="Add these records at your domain’s DNS provider:" />
      </p>
      <DnsRecord type={domain.record.type} name={domain.record.name} value={domain.record.value} />
      {cnameTarget ? <DnsRecord type="CNAME" name={domain.domain} value={cnameTarget} /> : null}
      {domain.target.addresses.length > 0 ? (
        <>
          {cnameTarget ? (
            <p className="text-base-content/70 text-xs">
              <Trans
                id="editor.orInsteadOfTheCNAMEA"
                message="Or, instead of the CNAME (a domain without a subdomain):"
              />
            </p>
          ) : null}
          {domain.target.addresses.map((address) => (
            <DnsRecord key={address} type={address.includes(':') ? 'AAAA' : 'A'} name={domain.domain} value={address} />
          ))}
        </>
      ) : null}
      {domain.checkedAt ? (
        <p className="text-base-content/70 text-xs">
          <Trans
            id="editor.lastChecked"
            message="Last checked {checkedAt}."
            values={{ checkedAt: formatDay(domain.checkedAt) }}
          />
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <PendingButton
          pending={change.isPending && change.variables === 'verify'}
          disabled={change.isPending}
          className="btn-sm btn-primary"
          onClick={() => act('verify')}
        >
          <Trans id="editor.checkNow" message="Check now" />
        </PendingButton>
        <PendingButton
          pending={change.isPending && change.variables === 'remove'}
          disabled={change.isPending}
          className="btn-sm btn-ghost text-error-strong"
          onClick={() => act('remove')}
        >
          <Trans id="editor.removeDomain" message="Remove domain" />
        </PendingButton>
      </div>
    </div>
  )
}
