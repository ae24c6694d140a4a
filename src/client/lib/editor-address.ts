/**
 * The fragment of a grid's address that opens its editor in edit mode (the dashboard's Edit), where
 * the plain address (Show) opens it as the page looks. A fragment never reaches the server, so the
 * public page stays the same for visitors.
 */
export const EDIT_HASH = 'edit'

export const opensInEditMode = () => window.location.hash === `#${EDIT_HASH}`
