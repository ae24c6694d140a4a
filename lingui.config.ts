import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { extractor as linguiCalls } from '@lingui/cli/api'
import { domainTexts } from './scripts/i18n/domain-texts'

// One catalogue per language for the whole product: the app, the server's pages and mail (ADR 0068).
// `npm run i18n:extract` collects the messages from the source, `npm run i18n:compile` writes the
// compiled catalogues that the code imports (no message parser at run time).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pl'],
  catalogs: [
    {
      path: '<rootDir>/src/ui/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/ui/i18n/locales/**'],
    },
  ],
  // The domain's texts under their own words as ids (scripts/i18n/domain-texts.ts); the rest, Lingui's calls.
  extractors: [domainTexts, linguiCalls],
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
})
