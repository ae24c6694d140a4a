import { readFile, stat } from 'node:fs/promises'
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '@domain/imports/formats.js'
import { AppError } from '../errors.js'

/** An import file's text for the CLI; one over the cap is refused before it is read. */
export async function readImportFile(path: string): Promise<string> {
  const size = await stat(path).then(
    (file) => file.size,
    () => {
      throw new AppError(400, 'BAD_REQUEST', `Cannot read ${path}.`)
    },
  )
  if (size > MAX_IMPORT_BYTES) throw new AppError(400, 'INVALID_IMPORT', IMPORT_MESSAGES.tooLarge)
  return readFile(path, 'utf8')
}
