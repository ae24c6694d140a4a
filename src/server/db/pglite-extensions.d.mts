import type { Extensions } from '@electric-sql/pglite'

export declare const PGLITE_EXTENSIONS: Extensions
