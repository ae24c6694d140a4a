import { css } from '../styles/css.js'

/** Long-form reading: a 70-character measure, generous leading, clear headings. */
export const LEGAL_CSS = css`
  .legal {
    padding: 3rem 0 1rem;
  }
  .legal-layout {
    display: grid;
    gap: 2.5rem;
    max-width: 68rem;
    margin-top: 2.5rem;
  }
  .legal-head {
    padding-bottom: 2rem;
    border-bottom: 1px solid var(--line);
  }
  .legal-head h1 {
    margin: 0;
    font-size: clamp(2.1rem, 5vw, 3rem);
    font-weight: 800;
  }
  .legal-updated {
    margin: 0.75rem 0 0;
    color: var(--muted);
  }
  .legal-summary {
    max-width: 42rem;
    margin: 1.25rem 0 0;
    color: var(--ink-soft);
    font-size: 1.1rem;
  }
  .legal-toc {
    align-self: start;
    padding: 1.25rem 1.5rem;
    border: 1px solid var(--line);
    border-radius: 1rem;
    background: var(--paper);
  }
  .legal-toc h2 {
    margin: 0 0 0.75rem;
    font-size: 0.8rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--muted);
  }
  .legal-toc ol {
    display: grid;
    gap: 0.15rem;
    margin: 0;
    padding-left: 1.25rem;
  }
  .legal-toc a {
    display: block;
    padding: 0.2rem 0;
    color: var(--ink-soft);
    text-decoration: none;
  }
  .legal-toc a:hover {
    color: var(--blue-dark);
    text-decoration: underline;
  }
  .prose {
    max-width: 42rem;
    font-size: 1.0625rem;
    line-height: 1.75;
  }
  .prose h2 {
    margin: 2.75rem 0 0.75rem;
    font-size: 1.4rem;
    scroll-margin-top: 5rem;
  }
  .prose h2:first-child {
    margin-top: 0;
  }
  .prose p,
  .prose ul {
    margin: 0 0 1rem;
  }
  .prose ul {
    padding-left: 1.25rem;
  }
  .prose li {
    margin-bottom: 0.4rem;
  }
  .prose a {
    color: var(--blue-dark);
    font-weight: 600;
  }
  .prose strong {
    color: var(--ink);
  }
  @media (min-width: 960px) {
    .legal-layout {
      grid-template-columns: 17rem minmax(0, 1fr);
      gap: 4rem;
    }
    .legal-toc {
      position: sticky;
      top: 5.5rem;
    }
  }
`
