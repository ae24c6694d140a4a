// `node --import` this file to load stylesheet imports in source run by tsx (see stylesheet-hooks.ts).
import { register } from 'node:module'

register('./stylesheet-hooks.ts', import.meta.url)
