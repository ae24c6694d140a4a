import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { viteStylesheets } from './scripts/assets/stylesheet-plugins.js'

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
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
})
