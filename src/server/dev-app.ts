/** Vite's usual port, where `npm run dev` serves the app unless told otherwise. */
const VITE_PORT = 5173

/**
 * The port of the app's dev server in `npm run dev` (vite.config.ts), which sends /api to the
 * server's PORT: DEV_APP_PORT when set, else Vite's usual 5173, or 5174 when the server itself is
 * on 5173. Plain numbers in, so that vite.config.ts can import it without the server's aliases.
 */
export function devAppPort(serverPort: number, requested?: number): number {
  if (requested !== undefined) return requested
  return serverPort === VITE_PORT ? VITE_PORT + 1 : VITE_PORT
}
