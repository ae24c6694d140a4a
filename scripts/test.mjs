// Runs every suite (lint, typecheck, unit, API on PGlite and on Postgres, end-to-end, several
// instances) and ends with one line of totals over all of them: `N passed, M failed`.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const reportDir = mkdtempSync(join(tmpdir(), 'tessera-test-report-'))
const totals = { passed: 0, failed: 0 }
const summary = []
const failures = []
const retried = []
const skipped = []

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

/** Runs a check with its output held back, then prints the output and resolves whether it passed. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output))
      resolve(code === 0)
    })
  })
}

/** Runs the checks side by side (each mostly waits on one core), then counts each as one result. */
async function checks(list) {
  const results = await Promise.all(list.map(({ command, args }) => runQuietly(command, args)))
  list.forEach(({ name }, index) => {
    const ok = results[index]
    totals[ok ? 'passed' : 'failed'] += 1
    summary.push(`${name}: ${ok ? 'ok' : 'FAILED'}`)
  })
}

// The names of what failed go into the summary too: the last lines are all that is sure to be read.
// So do the files with skipped tests, with the reasons the tests gave (tests/helpers/skip.ts).
function readCounts(name, outputFile, { filtered }) {
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'))
    let unloadedFiles = 0
    const passedTests = []
    for (const file of report.testResults) {
      const where = file.name.replace(`${process.cwd()}/`, '')
      const notRun = file.assertionResults.filter((test) => test.status === 'skipped' || test.status === 'pending')
      if (notRun.length > 0 && !filtered) {
        const reasons = new Set(notRun.map((test) => test.meta?.skippedBecause ?? 'no reason given'))
        skipped.push(`${name}: ${where}: ${notRun.length} (${[...reasons].join('; ')})`)
      }
      if (file.status === 'failed' && file.assertionResults.length === 0) {
        unloadedFiles += 1
        failures.push(`${name}: ${where} did not load`)
      }
      for (const test of file.assertionResults) {
        if (test.status === 'passed') passedTests.push({ file: where, title: test.title })
        if (test.status === 'failed') failures.push(`${name}: ${where} > ${test.fullName}`)
        // A pass that keeps an error passed on a retry: it counts, and is named so that it gets mended.
        else if (test.status === 'passed' && test.failureMessages.length > 0) {
          retried.push(
            `${name}: ${where} > ${test.fullName}\n      first try: ${test.failureMessages[0].split('\n')[0]}`,
          )
        }
      }
    }
    return { passed: report.numPassedTests, failed: report.numFailedTests + unloadedFiles, passedTests }
  } catch {
    return { passed: 0, failed: 1, passedTests: [] }
  }
}

/** `testNamePattern` runs only the tests it matches; the others are then not reported as skipped. */
function vitest(name, projects, env = {}, extraArgs = [], testNamePattern = undefined) {
  const outputFile = join(reportDir, `${summary.length}.json`)
  const projectArgs = projects.flatMap((project) => ['--project', project])
  const ok = run(
    'npx',
    [
      'vitest',
      'run',
      ...projectArgs,
      ...extraArgs,
      ...(testNamePattern ? ['--testNamePattern', testNamePattern] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    env,
  )
  const counts = readCounts(name, outputFile, { filtered: Boolean(testNamePattern) })
  const passed = counts.passed
  // A run that failed without a failed test (a file that did not load, a crash) still counts as a failure.
  const failed = !ok && counts.failed === 0 ? 1 : counts.failed
  totals.passed += passed
  totals.failed += failed
  summary.push(`${name}: ${passed} passed, ${failed} failed`)
  return counts.passedTests
}

/**
 * Files whose tests are still steps of one story (each builds on the page or the account the one
 * before left): until they are split into tests that stand alone, a test of theirs alone fails by
 * design, so they are not picked.
 */
const STORY_FILES = new Set([
  'e2e/billing.test.ts',
  'e2e/editor.test.ts',
  'e2e/inbox.test.ts',
  'e2e/moderation.test.ts',
])

/**
 * Runs a few of the tests that passed, picked at random from different files, each alone in its
 * file: one that leans on what another test left behind fails here, where the full run (and its
 * retry) would not show it. One run for all, so that they share its start-up.
 */
function runAlone(tests, count) {
  const picked = []
  for (let pool = tests.filter((test) => !STORY_FILES.has(test.file)); picked.length < count && pool.length > 0;) {
    const test = pool[Math.floor(Math.random() * pool.length)]
    picked.push(test)
    pool = pool.filter((other) => other.file !== test.file)
  }
  if (picked.length === 0) return
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const names = picked.map((test) => `${test.file} > ${test.title}`).join('; ')
  const pattern = `(${picked.map((test) => escape(test.title)).join('|')})$`
  vitest(
    `alone (${names})`,
    ['e2e'],
    {},
    picked.map((test) => test.file),
    pattern,
  )
}

await checks([
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  // The server without DOM types, the client without Node's, then everything with tests and scripts.
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  // Built before the tests: the API tests serve the app shell from dist/client and the end-to-end tests run dist/.
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
])
vitest('unit + api (PGlite)', ['unit', 'api'])
if (process.env.TEST_DATABASE_URL) {
  // The CLI tests run the operator CLI on an embedded database of their own whatever the driver:
  // on Postgres they would only repeat the PGlite run.
  vitest('api (Postgres)', ['api'], { TESSERA_TEST_DRIVER: 'postgres' }, ['--exclude', 'tests/api/cli*.test.ts'])
} else {
  summary.push('api (Postgres): skipped, TEST_DATABASE_URL is not set')
}
runAlone(vitest('end-to-end (Chromium)', ['e2e']), 3)
if (process.env.TEST_DATABASE_URL) {
  vitest('several instances (Postgres, Redis, S3)', ['multi'])
} else {
  summary.push('several instances: skipped, TEST_DATABASE_URL is not set')
}

rmSync(reportDir, { recursive: true, force: true })
if (skipped.length > 0) console.log(`\nSkipped:\n${skipped.map((files) => `  ${files}`).join('\n')}`)
if (retried.length > 0) console.log(`\nPassed on a retry:\n${retried.map((test) => `  ${test}`).join('\n')}`)
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`)
console.log(`\n${summary.join('\n')}`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed === 0 ? 0 : 1)
