import { z } from 'zod'

/*
 * The import formats and the messages about a file as a whole, apart from the parsers: the CLI
 * checks its --format option with them without loading the parsers (ADR 0067).
 */

export const IMPORT_FORMATS = ['linkstack', 'openbento', 'linktree', 'tessera'] as const
export const ImportFormat = z.enum(IMPORT_FORMATS, 'Choose linkstack, openbento, linktree or tessera.')
export type ImportFormat = z.infer<typeof ImportFormat>

export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  linkstack: 'LinkStack',
  openbento: 'OpenBento',
  linktree: 'Linktree',
  tessera: 'Tessera',
}

/** The largest file an import reads (5 MB): exports with a few images fit many times over. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024

export const IMPORT_MESSAGES = {
  tooLarge: 'This file is larger than 5 MB. Imports read files of at most 5 MB.',
  empty: 'This file is empty.',
  notJson: (format: string) => `This is not a ${format} export: the file is not JSON.`,
  tooDeep: 'This file is nested too deeply to be an export.',
  unknownShape: (format: string, problem: string) => `This is not a ${format} export: ${problem}`,
  noNextData:
    'This is not a Linktree page: its HTML has no <script id="__NEXT_DATA__"> with the page’s data. Save the page’s source (Ctrl+U, then save) and import that file.',
  nothingToImport: 'Nothing in this file could be imported.',
  brokenImage: (item: string, problem: string) => `The image of ${item} could not be imported: ${problem}`,
} as const

/** A parser's failure: the message says what is wrong with the file; nothing is imported. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportError'
  }
}
