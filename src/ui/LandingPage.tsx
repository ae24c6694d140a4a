import { Document } from './Document.js'

const LANDING_CSS = `.hero{min-height:80vh;display:flex;flex-direction:column;justify-content:center;gap:1.25rem}.hero h1{font-size:clamp(2.25rem,6vw,4rem);line-height:1.05;margin:0}.lead{font-size:1.2rem;max-width:36rem;margin:0}.claim{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}.claim label{display:flex;align-items:center;border:2px solid #0f172a;border-radius:.75rem;background:#fff;padding:0 .75rem}.claim input{border:0;padding:.7rem .25rem;font:inherit;min-width:0;width:12rem;background:transparent}.claim button{font:inherit;cursor:pointer}nav.top{display:flex;justify-content:space-between;align-items:center}nav.top a.logo{font-weight:800;font-size:1.25rem;text-decoration:none}footer{display:flex;gap:1rem;flex-wrap:wrap;padding-top:2rem;border-top:1px solid #e2e8f0}`

export function LandingPage({ signedIn }: { signedIn: boolean }) {
  return (
    <Document
      title="Tessera · one beautiful link for everything you are"
      description="Build a personal page from tiles: links, photos, text and a message box where fans can write to you."
      css={LANDING_CSS}
    >
      <div className="wrap">
        <nav className="top" aria-label="Main">
          <a className="logo" href="/">
            Tessera
          </a>
          {signedIn ? (
            <a className="btn btn-primary" href="/home">
              Go to dashboard
            </a>
          ) : (
            <a className="btn" href="/login">
              Sign in
            </a>
          )}
        </nav>
        <main className="hero">
          <h1>One link. Every tile of you.</h1>
          <p className="lead muted">
            Build a personal page from tiles (links, photos, text) and let your visitors leave you a message, signed or
            anonymous.
          </p>
          {signedIn ? null : (
            <form className="claim" method="get" action="/register">
              <label>
                <span aria-hidden="true">tessera/</span>
                <span className="sr-only">Choose your username</span>
                <input name="username" autoComplete="off" placeholder="yourname" maxLength={15} />
              </label>
              <button className="btn btn-primary" type="submit">
                Claim your page
              </button>
            </form>
          )}
        </main>
        <footer>
          <a href="/privacy-policy">Privacy policy</a>
          <a href="/terms-of-service">Terms of service</a>
        </footer>
      </div>
    </Document>
  )
}
