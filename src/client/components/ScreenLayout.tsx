import type { ReactNode } from 'react'
import { BackToHomeLink } from './BackToHomeLink'
import { PageTitle } from './PageTitle'
import { TesseraLogo } from './TesseraLogo'

interface ScreenLayoutProps {
  /** Both the <h1> and the document title. */
  title: string
  description?: string
  showBackToHome?: boolean
  children?: ReactNode
}

/** The frame of a signed-in screen: a header bar, then the titled content. */
export function ScreenLayout({ title, description, showBackToHome = false, children }: ScreenLayoutProps) {
  return (
    <div className="bg-base-200 min-h-dvh">
      <PageTitle>{title}</PageTitle>
      <header className="border-base-300 bg-base-100 border-b">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-4 px-4 sm:px-6">
          {showBackToHome ? <BackToHomeLink /> : null}
          <TesseraLogo />
        </div>
      </header>
      <main className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {description ? <p className="text-base-content/70 max-w-2xl">{description}</p> : null}
        </div>
        {children}
      </main>
    </div>
  )
}
