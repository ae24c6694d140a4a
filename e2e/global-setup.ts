import { existsSync } from 'node:fs'

// The end-to-end suite runs against the production build; `npm test` builds it first.
export default function checkBuild() {
  for (const file of ['dist/server/main.js', 'dist/client/index.html']) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the end-to-end tests.`)
  }
}
