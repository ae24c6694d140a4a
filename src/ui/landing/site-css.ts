import { css } from '../styles/css.js'

/**
 * The chrome the landing and the legal pages share (header, footer, buttons), inlined after the
 * base CSS. Brand colours are the logo's: ink #0f172a, blue #2563eb, cyan #06b6d4, sky #38bdf8.
 */
export const SITE_CSS = css`
  :root {
    --ink: #0f172a;
    --ink-soft: #334155;
    --muted: #475569;
    --line: #e2e8f0;
    --paper: #ffffff;
    --page: #f8fafc;
    --blue: #2563eb;
    --blue-dark: #1d4ed8;
    --cyan: #06b6d4;
    --sky: #38bdf8;
    --radius: 1.25rem;
    --shadow: 0 1px 2px rgb(15 23 42 / 6%), 0 8px 24px -12px rgb(15 23 42 / 18%);
    color-scheme: light;
  }
  [hidden] {
    display: none !important;
  }
  html {
    scroll-behavior: smooth;
  }
  body {
    background: var(--page);
    color: var(--ink);
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3 {
    line-height: 1.15;
    letter-spacing: -0.02em;
    text-wrap: balance;
  }
  p {
    text-wrap: pretty;
  }
  a {
    text-underline-offset: 0.2em;
  }
  :focus-visible {
    outline: 3px solid var(--blue);
    outline-offset: 3px;
  }
  .container {
    width: 100%;
    max-width: 76rem;
    margin: 0 auto;
    padding: 0 1.25rem;
  }
  .skip-link {
    position: absolute;
    left: 1rem;
    top: -4rem;
    z-index: 10;
    padding: 0.6rem 1rem;
    border-radius: 0.75rem;
    background: var(--ink);
    color: #fff;
  }
  .skip-link:focus {
    top: 1rem;
  }
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.6rem 1.15rem;
    border: 1px solid transparent;
    border-radius: 0.85rem;
    font: inherit;
    font-weight: 650;
    line-height: 1.2;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition:
      background-color 0.15s,
      border-color 0.15s,
      transform 0.15s;
  }
  .button:active {
    transform: translateY(1px);
  }
  .button-primary {
    background: var(--ink);
    color: #fff;
  }
  .button-primary:hover {
    background: #1e293b;
  }
  .button-blue {
    background: var(--blue);
    color: #fff;
  }
  .button-blue:hover {
    background: var(--blue-dark);
  }
  .button-ghost {
    color: var(--ink);
  }
  .button-ghost:hover {
    background: rgb(15 23 42 / 6%);
  }
  .button-outline {
    border-color: #cbd5e1;
    background: var(--paper);
    color: var(--ink);
  }
  .button-outline:hover {
    border-color: var(--ink);
  }
  .logo {
    display: inline-flex;
    align-items: center;
    gap: 0.55rem;
    font-size: 1.2rem;
    font-weight: 800;
    letter-spacing: -0.02em;
    text-decoration: none;
  }
  .site-header {
    position: sticky;
    top: 0;
    z-index: 5;
    border-bottom: 1px solid rgb(226 232 240 / 70%);
    background: rgb(248 250 252 / 85%);
    backdrop-filter: saturate(1.4) blur(12px);
  }
  .site-header-row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 4rem;
  }
  .site-nav {
    display: flex;
    align-items: center;
    gap: 0.25rem;
  }
  .site-sections {
    display: none;
    gap: 0.25rem;
    margin: 0 0.75rem 0 0;
    padding: 0;
    list-style: none;
  }
  .site-sections a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: 0.6rem;
    color: var(--ink-soft);
    font-weight: 550;
    text-decoration: none;
  }
  .site-sections a:hover {
    background: rgb(15 23 42 / 6%);
    color: var(--ink);
  }
  .sign-up-link {
    display: none;
  }
  @media (min-width: 480px) {
    .sign-up-link {
      display: inline-flex;
    }
  }
  @media (min-width: 900px) {
    .site-sections {
      display: flex;
    }
  }
  .site-footer {
    margin-top: 5rem;
    border-top: 1px solid var(--line);
    background: var(--paper);
    color: var(--muted);
    font-size: 0.95rem;
  }
  .site-footer-grid {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 2rem;
    padding-top: 3rem;
    padding-bottom: 2rem;
  }
  .site-footer-brand {
    grid-column: 1 / -1;
  }
  .site-footer-brand p {
    max-width: 22rem;
    margin: 0.75rem 0 0;
  }
  .site-footer .logo {
    color: var(--ink);
  }
  .site-footer-links h2 {
    margin: 0 0 0.75rem;
    color: var(--ink);
    font-size: 0.9rem;
    letter-spacing: 0;
  }
  .site-footer-links ul {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .site-footer-links a {
    display: inline-block;
    padding: 0.3rem 0;
    text-decoration: none;
  }
  .site-footer-links a:hover {
    color: var(--ink);
    text-decoration: underline;
  }
  .site-footer-note {
    padding-top: 1.25rem;
    padding-bottom: 2rem;
    border-top: 1px solid var(--line);
    font-size: 0.875rem;
  }
  .site-footer-note p {
    margin: 0;
  }
  @media (min-width: 720px) {
    .site-footer-grid {
      grid-template-columns: 2fr 1fr 1fr;
    }
    .site-footer-brand {
      grid-column: auto;
    }
  }
`
