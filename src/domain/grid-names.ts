import { z } from 'zod'

export const GRID_NAME_MESSAGES = {
  rule: 'Name must be between 3 and 20 characters long and contain only lowercase letters, numbers and dashes.',
  hint: "3-20 characters, only lower case letters numbers and '-' !",
  taken: 'Name is not available.',
  available: 'Name Available!',
  notAvailable: 'Name is not available!',
  profileGridDelete: 'You cannot delete your profile grid',
  notFound: 'Grid not found',
  loadFailed: 'Failed to load grid',
} as const

export const GRID_NAME_PATTERN = /^[a-z0-9-]{3,20}$/

export const GridNameSchema = z.string().regex(GRID_NAME_PATTERN, GRID_NAME_MESSAGES.rule)

export const CreateGridBody = z.object({ name: GridNameSchema })

export const SetGridActiveBody = z.object({ active: z.boolean() })
