import type { ReactNode } from 'react'
import { PageTitle } from '../../components/PageTitle'
import { TesseraLogo } from '../../components/TesseraLogo'

interface AuthLayoutProps {
  /** Both the <h1> and the document title. */
  title: string
  description: string
  children: ReactNode
  /** The way to the other auth screen, under the card. */
  footer: ReactNode
}

export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="bg-base-200 flex min-h-dvh flex-col items-center px-4 py-8 sm:justify-center sm:py-12">
      <PageTitle>{title}</PageTitle>
      <main className="flex w-full max-w-md flex-col items-center gap-6">
        <TesseraLogo />
        <div className="card bg-base-100 w-full shadow-sm">
          <div className="card-body gap-6 p-6 sm:p-8">
            <div className="flex flex-col gap-1">
              <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
              <p className="text-base-content/70">{description}</p>
            </div>
            {children}
          </div>
        </div>
        <p className="text-base-content/80 text-center text-sm">{footer}</p>
      </main>
    </div>
  )
}
