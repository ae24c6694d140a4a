import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../tests/helpers/server.js'
import { onServerCpu } from './cpus.js'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export const nginxAvailable = () => existsSync(NGINX)

/**
 * nginx (one worker, like our one Node process) serving exactly the bytes Tessera sends for a page
 * (its gzip body) as a static file: the yardstick for the public page's throughput.
 */
export async function serveWithNginx(gzipBody: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-nginx-'))
  const port = await freePort()
  // nginx's workers run as an unprivileged user: they must be able to read the file.
  chmodSync(dir, 0o755)
  writeFileSync(join(dir, 'page.html.gz'), gzipBody, { mode: 0o644 })
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  server {
    listen 127.0.0.1:${port};
    location = /page { default_type text/html; add_header Content-Encoding gzip; alias ${dir}/page.html.gz; }
  }
}`,
  )
  const nginx = spawn(...onServerCpu(NGINX, ['-c', join(dir, 'nginx.conf'), '-p', dir]), { stdio: 'ignore' })
  for (let attempt = 0; attempt < 50; attempt++) {
    if (
      await fetch(`http://127.0.0.1:${port}/page`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: `http://127.0.0.1:${port}/page`,
    stop: () => {
      nginx.kill('SIGQUIT')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
