import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import './app/styles.css'
import { activateLocale, initialLocale } from './lib/i18n'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html must contain <div id="root">')

// The first render waits for the language's catalogue, so that no screen flashes in another language.
void activateLocale(initialLocale()).then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
