/**
 * `npm run deploy`: after `npm run build`, renders the nginx config from the env
 * (deploy/nginx/render.ts), writes the .br and .gz files next to the build (the build has
 * written them already; a build copied without them gets them here) and runs nginx in the
 * foreground (stops with it). `--render-only` stops after writing the files, for an nginx
 * started some other way (systemd, a container's own entry point).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { precompress } from '../../scripts/build/precompress.ts';
import { optionsFromEnv, render } from './render.ts';

const options = optionsFromEnv(process.env);
if (!existsSync(join(options.root, 'index.html'))) {
  console.error(`No build in ${options.root}: run \`npm run build\` first (or set NGINX_ROOT).`);
  process.exit(1);
}
const { files } = render(options);
for (const [name, content] of Object.entries(files)) {
  const path = join(options.prefix, name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
for (const dir of ['logs', 'tmp']) mkdirSync(join(options.prefix, dir), { recursive: true });
const gz = precompress(options.root);
const up = options.upstreams;
console.log(`nginx config in ${options.prefix} (${gz} files precompressed in ${options.root})`);
if (!options.brotliModule)
  console.log('  no brotli module: gzip only (apt-get install libnginx-mod-http-brotli-static)');
console.log(`  listen ${options.listen} → ${up.emulator ? 'standalone emulator ' : ''}${up.utsBaseUrl}`);

if (!process.argv.includes('--render-only')) {
  const bin = process.env.NGINX_BIN || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const args = ['-p', options.prefix, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;'];
  const nginx = spawn(bin, args, { stdio: 'inherit' });
  // Ctrl-C or a supervisor's TERM stops nginx too: QUIT lets it finish requests in flight.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
  nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  nginx.on('error', (e) => {
    console.error(`Cannot start ${bin}: ${e.message} (apt-get install nginx)`);
    process.exit(1);
  });
}
