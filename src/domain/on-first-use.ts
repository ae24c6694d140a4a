/**
 * What `load` gives, loaded by the first call and shared by every later one. The server imports at
 * start only what every request needs (ADR 0057); a package few requests use (sharp for an upload,
 * nodemailer for a mail, Stripe, qrcode, ioredis or pg when configured) is imported through this,
 * by its package name: the bundle keeps a package's static import at the top however deep the
 * module that names it, so only `import('package')` defers its loading.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => (loading ??= load())
}
