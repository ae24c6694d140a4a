import type { z } from 'zod'
import { type ParsedImport } from './imported.js'
import { IMPORT_FORMAT_NAMES, IMPORT_MESSAGES, ImportError, MAX_IMPORT_BYTES, type ImportFormat } from './formats.js'
import { fromLinkStack, LinkStackExport } from './linkstack.js'
import { fromLinktree, LinktreePage, nextDataOf } from './linktree.js'
import { fromOpenBento, OpenBentoExport } from './openbento.js'
import { fromTesseraFile, TesseraFile } from './tessera-file.js'

/** Deeper than any export's structure: JSON nested further is refused before it is parsed. */
const MAX_JSON_DEPTH = 64

/** Whether brackets outside strings nest deeper than `max` (one pass, no recursion). */
function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < json.length; index++) {
    const char = json.charCodeAt(index)
    if (inString) {
      if (char === 0x5c) index++
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true
    } else if (char === 0x7d || char === 0x5d) depth--
  }
  return false
}

/** UTF-8 bytes of a text, counted without encoding it. */
function utf8Length(text: string): number {
  let bytes = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4
      index++
    } else bytes += 3
  }
  return bytes
}

function parseJson(text: string, format: ImportFormat): unknown {
  const name = IMPORT_FORMAT_NAMES[format]
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ImportError(IMPORT_MESSAGES.tooDeep)
  try {
    return JSON.parse(text)
  } catch {
    throw new ImportError(IMPORT_MESSAGES.notJson(name))
  }
}

/** The file checked against its format's schema; the first problem, with where it is, when it does not match. */
function shaped<Schema extends z.ZodType>(schema: Schema, value: unknown, format: ImportFormat): z.infer<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new ImportError(IMPORT_MESSAGES.unknownShape(IMPORT_FORMAT_NAMES[format], `${where}${issue.message}.`))
}

/**
 * Reads an export of another service (or Tessera's own file) into tiles to add and the items left
 * out; throws an ImportError naming what is wrong with a file it cannot read.
 */
export function parseImport(format: ImportFormat, text: string): ParsedImport {
  if (utf8Length(text) > MAX_IMPORT_BYTES) throw new ImportError(IMPORT_MESSAGES.tooLarge)
  if (text.trim() === '') throw new ImportError(IMPORT_MESSAGES.empty)
  switch (format) {
    case 'linkstack':
      return fromLinkStack(shaped(LinkStackExport, parseJson(text, format), format))
    case 'openbento':
      return fromOpenBento(shaped(OpenBentoExport, parseJson(text, format), format))
    case 'linktree':
      return fromLinktree(shaped(LinktreePage, parseJson(nextDataOf(text), format), format))
    case 'tessera':
      return fromTesseraFile(shaped(TesseraFile, parseJson(text, format), format))
  }
}
