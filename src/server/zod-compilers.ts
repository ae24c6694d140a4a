import type { FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'

/**
 * Zod's compilers for every route, as the schema controller's factories (what `setValidatorCompiler`
 * does), so that Fastify does not load Ajv and fast-json-stringify for compilers no route uses.
 * Fastify's types name those libraries' factories; at run time any factory of compilers does.
 */
export const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
