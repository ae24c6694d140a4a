/** Marks the in-app stand-ins for Stripe's pages so nobody mistakes them for a real payment. */
export function SandboxBanner({ children }: { children: string }) {
  return (
    <div
      role="note"
      className="alert alert-warning flex flex-col items-start gap-2 text-left sm:flex-row sm:items-center"
    >
      <span className="badge badge-neutral badge-lg font-black tracking-widest">SANDBOX</span>
      <p>{children}</p>
    </div>
  )
}
