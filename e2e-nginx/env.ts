import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports and folders of the nginx suite, shared by playwright.nginx.config.ts and the specs. */
export const NGINX_PORT = Number(process.env.NGINX_E2E_PORT) || 4180;
export const EMULATOR_PORT = Number(process.env.NGINX_E2E_EMULATOR_PORT) || 8795;
/** nginx's prefix: rendered config, access log, temp files. */
export const PREFIX = join(tmpdir(), `nginx-e2e-${NGINX_PORT}`);
export const ACCESS_LOG = join(PREFIX, 'logs', 'access.log');
/**
 * The build nginx serves: the one `npm test` made for every e2e run (E2E_BUILT, complete before
 * any starts), or, run on its own, a build of its own.
 */
export const BUILT = process.env.E2E_BUILT;
export const BUILD_DIR = BUILT ?? 'dist-nginx';
