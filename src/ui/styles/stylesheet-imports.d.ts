// A stylesheet imported as its compiled text (scripts/assets/stylesheets.ts). The app's Vite types
// declare `*?inline` too; this one serves the code that does not load them (the server's tsconfig).
declare module '*.css?inline' {
  const css: string
  export default css
}
