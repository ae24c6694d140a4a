import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/** Renders a full server-side document (the public pages are documents, not apps). */
export function renderDocument(element: ReactElement): string {
  return `<!doctype html>${renderToString(element)}`
}
