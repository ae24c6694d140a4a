import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { viteStylesheets } from './scripts/assets/stylesheet-plugins.js'
import { devAppPort } from './src/server/dev-app.js'

// `npm run dev`: the app on its own port, its API calls sent to the server's PORT (config.ts checks both).
const serverPort = Number(process.env.PORT || 3000)
const appPort = devAppPort(serverPort, process.env.DEV_APP_PORT ? Number(process.env.DEV_APP_PORT) : undefined)

export default defineConfig({
  plugins: [viteStylesheets(), react(), tailwindcss()],
  // The import aliases (@domain/*, @ui/*, …) of tsconfig.json.
  resolve: { tsconfigPaths: true },
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The server's CSP allows fonts from 'self' only, so no asset may be inlined as a data: URL.
    assetsInlineLimit: 0,
  },
  server: {
    port: appPort,
    // Another port would be an origin the server does not trust: sign-in would fail.
    strictPort: true,
    proxy: {
      '/api': `http://localhost:${serverPort}`,
    },
  },
})
