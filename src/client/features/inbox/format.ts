import { format } from 'date-fns'

/** The spec's date format, in the viewer's own time zone: "March-07-2025 14:05". */
export function formatMessageDate(createdAt: string): string {
  return format(new Date(createdAt), 'MMMM-dd-yyyy HH:mm')
}
