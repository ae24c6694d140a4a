import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The ADRs (docs/decisions): the index lists every one, and a decision that amends or supersedes
// another is linked from both.

const DIR = 'docs/decisions'
const files = readdirSync(DIR).filter((name) => /^\d{4}-.+\.md$/.test(name))
const textOf = (name: string) => readFileSync(join(DIR, name), 'utf8')

/** The paragraph under the title: date, status, and the ADRs it amends or supersedes, or is amended by. */
function statusOf(name: string): string {
  const [, paragraph = ''] = textOf(name).split(/\n\s*\n/)
  return paragraph
}

const linkedFrom = (paragraph: string) =>
  new Set([...paragraph.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]!))

describe('the decision records', () => {
  it('are each listed in the index with a link', () => {
    const index = readFileSync(join(DIR, 'README.md'), 'utf8')
    const unlisted = files.filter((name) => !index.includes(`](${name})`))
    expect(unlisted).toEqual([])
  })

  it('link back to every record whose status line links them', () => {
    const missing = files.flatMap((name) =>
      [...linkedFrom(statusOf(name))]
        .filter((other) => !linkedFrom(statusOf(other)).has(name))
        .map((other) => `${other} does not link back to ${name}`),
    )
    expect(missing).toEqual([])
  })

  it('name no file or tracker the repository does not hold', () => {
    const strays = files.filter((name) => /DESIGN\.md|\bissues? \d+/i.test(textOf(name)))
    expect(strays).toEqual([])
  })
})
