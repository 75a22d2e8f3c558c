/**
 * Renders the nginx recipe from the app's own env vars: the same upstream table
 * (bff/upstreams.ts), runtime config (bff/runtime-config.ts), path rule (bff/path-guard.ts),
 * body limit and security headers (bff/security-headers.ts) as the BFF in Vite.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../../server/config.ts';
import { KEY_HEADERS } from '../../bff/credentials.ts';
import { BODY_TIMEOUT_MS, ESCAPING_PATH_SOURCE, MAX_BODY_BYTES } from '../../bff/path-guard.ts';
import { ROUTE_RULES, type RouteName, type UpstreamName } from '../../bff/routes.ts';
import { DROPPED_RESPONSE_HEADERS } from '../../bff/upstream-headers.ts';
import { BROWSER_PATHS, type RuntimeConfig } from '../../bff/contract.ts';
import { runtimeConfig } from '../../bff/runtime-config.ts';
import { SECURITY_HEADERS } from '../../bff/security-headers.ts';
import { readUpstreams, type Upstreams } from '../../bff/upstreams.ts';

export interface RenderOptions {
  upstreams: Upstreams;
  /** The emulator's demo key, pre-filled in Settings when the upstream is the emulator. */
  demoApiKey: string | null;
  /** Absolute folder nginx runs in (`-p`): config, logs, temp files. */
  prefix: string;
  /** Absolute folder of the build (`npm run build` → dist). */
  root: string;
  /** `listen` argument: a port or address:port. */
  listen: string;
  workers: string;
  accessLog: string;
  errorLog: string;
  /** `user` directive, only when nginx is started as root and should stay root (tests). */
  user?: string;
  /**
   * The brotli_static module to load, or null to send gzip only. Debian's package
   * (libnginx-mod-http-brotli-static) is used when installed.
   */
  brotliModule: string | null;
  /**
   * The Lua module and the kit it needs (ndk first), or null: with them a request body must be
   * in whole within BODY_TIMEOUT_MS (bodyDeadline); without, nginx's own limit is per read, and
   * a body trickled a byte at a time is never cut off. Debian's (libnginx-mod-http-lua) is used
   * when installed.
   */
  luaModules: string[] | null;
  /**
   * Requests a second one user may send through (NGINX_USER_RATE): by default half the
   * upstream's rate, so no one user takes more than half (see fairShareZones). A deployment
   * for one user can give them the whole rate.
   */
  userRate?: number;
}

export const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const DEBIAN_LUA_MODULES = [
  '/usr/lib/nginx/modules/ndk_http_module.so',
  '/usr/lib/nginx/modules/ngx_http_lua_module.so',
];

/** Reads the options from the same env vars as vite.config.ts plus the NGINX_* ones. */
export function optionsFromEnv(env: Record<string, string | undefined>, cwd = process.cwd()): RenderOptions {
  const upstreams = readUpstreams(env);
  const prefix = resolve(cwd, env.NGINX_PREFIX || 'deploy/nginx/run');
  return {
    upstreams,
    demoApiKey: upstreams.emulator ? configFromEnv(env).apiKey : null,
    prefix,
    root: resolve(cwd, env.NGINX_ROOT || 'dist'),
    listen: env.NGINX_LISTEN || '8080',
    workers: env.NGINX_WORKERS || 'auto',
    accessLog: env.NGINX_ACCESS_LOG || 'logs/access.log',
    errorLog: env.NGINX_ERROR_LOG || 'stderr',
    user: env.NGINX_USER || undefined,
    userRate: Number(env.NGINX_USER_RATE) || undefined,
    brotliModule:
      env.NGINX_BROTLI_MODULE !== undefined
        ? env.NGINX_BROTLI_MODULE || null
        : existsSync(DEBIAN_BROTLI_MODULE)
          ? DEBIAN_BROTLI_MODULE
          : null,
    luaModules:
      env.NGINX_LUA_MODULES !== undefined
        ? env.NGINX_LUA_MODULES
          ? env.NGINX_LUA_MODULES.split(',')
          : null
        : DEBIAN_LUA_MODULES.every((m) => existsSync(m))
          ? DEBIAN_LUA_MODULES
          : null,
  };
}

/** A string as an nginx double-quoted token: `\` and `"` escaped; `$` must not occur. */
function quote(s: string): string {
  if (s.includes('$')) throw new Error(`"$" cannot be written in an nginx string: ${s}`);
  return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A regex source for an nginx quoted string (the parser reads `\\` as one backslash). */
const regexToken = (source: string) => source.replace(/\\\\/g, '\\\\\\\\').replace(/"/g, '\\"');

/** A query parameter name as a decoder reads it: each character raw or percent-encoded. */
export function paramNamePattern(name: string): string {
  return [...name]
    .map((c) => {
      const [high, low] = c.charCodeAt(0).toString(16).padStart(2, '0');
      const lowCases =
        low!.toLowerCase() === low!.toUpperCase() ? low : `[${low!.toLowerCase()}${low!.toUpperCase()}]`;
      return `(?:${c}|%${high}${lowCases})`;
    })
    .join('');
}

const KEY_PARAMS = ['apiKey', 'validatorApiKey'];
const KEY_NAME = `(?:${KEY_PARAMS.map(paramNamePattern).join('|')})`;
/** How many key parameters one query may hold and still be cleaned (more: 400). */
const REMOVALS = 4;

function keyParamMaps(): string {
  const maps: string[] = [];
  let from = '$args';
  for (let i = 1; i <= REMOVALS; i++) {
    const to = `$q_without_key_${i}`;
    maps.push(
      `  map ${from} ${to} {\n` +
        `    "~^(?<kb${i}>(?:[^&]*&)*?)${KEY_NAME}(?:=[^&]*)?(?:&(?<ka${i}>.*))?$" "\${kb${i}}\${ka${i}}";\n` +
        `    default ${from};\n  }`,
    );
    from = to;
  }
  maps.push(`  map ${from} $key_left_in_query {\n    "~(?:^|&)${KEY_NAME}(?:=|&|$)" 1;\n    default 0;\n  }`);
  maps.push(`  map ${from} $query_kept {\n    "~^&*(?<qk>.*?)&*$" $qk;\n  }`);
  return maps.join('\n');
}

/** `?` + the kept query, the key and the validator key, each only when present. */
function queryMap(): string {
  const lines: string[] = [];
  for (let mask = 0; mask < 8; mask++) {
    const parts = ['uq', 'uk', 'uv'].map((name, i) => ((mask >> i) & 1 ? name : null));
    const source = parts.map((p) => (p ? `(?<${p}>[^ ]+)` : '')).join(' ');
    const present = parts.filter((p): p is string => p !== null);
    const value = present.length ? `?${present.map((p) => `\${${p}}`).join('&')}` : '';
    lines.push(`    "~^${source}$" "${value}";`);
  }
  return `  map "$query_kept $key_param $validator_param" $upstream_query {\n${lines.join('\n')}\n  }`;
}

interface Route {
  name: RouteName;
  location: string;
  /** Regex on the raw browser path; `t`, if captured, is the part kept after the prefix. */
  match: string;
  /** Absolute upstream URL the prefix maps onto. */
  target: string;
}

function routes(up: Upstreams): Route[] {
  return [
    {
      name: 'rest',
      location: `^~ ${BROWSER_PATHS.rest}/`,
      match: `${BROWSER_PATHS.rest}(?<t>/.*)`,
      target: up.utsBaseUrl,
    },
    {
      name: 'releases',
      location: `= ${BROWSER_PATHS.releases}`,
      match: BROWSER_PATHS.releases,
      target: `${up.utsHostRoot}/releases`,
    },
    {
      name: 'download',
      location: `= ${BROWSER_PATHS.download}`,
      match: BROWSER_PATHS.download,
      target: `${up.utsHostRoot}/download`,
    },
    {
      name: 'auth',
      location: `^~ ${BROWSER_PATHS.auth}/`,
      match: `${BROWSER_PATHS.auth}(?<t>/.*)`,
      target: up.utsAuthUrl,
    },
  ];
}

/** One upstream block per origin, resolved once at start, so no resolver is needed. */
function upstreamNames(up: Upstreams): Map<string, string> {
  const names = new Map<string, string>();
  for (const url of [up.utsBaseUrl, up.utsHostRoot, up.utsAuthUrl, up.soapUrl]) {
    const origin = new URL(url).origin;
    if (!names.has(origin)) names.set(origin, `upstream_${names.size + 1}`);
  }
  return names;
}

function upstreamBlocks(names: Map<string, string>): string {
  return [...names]
    .map(([origin, name]) => {
      const u = new URL(origin);
      const port = u.port || (u.protocol === 'https:' ? '443' : '80');
      return `  upstream ${name} {\n    server ${u.hostname}:${port};\n    keepalive 8;\n  }`;
    })
    .join('\n');
}

const KEY_HEADERS_OFF = KEY_HEADERS.map((h) => `proxy_set_header ${h} "";`);

/** Upstream answer headers that govern this origin, hidden as the BFF drops them. */
const HIDDEN_HEADERS = DROPPED_RESPONSE_HEADERS.map((h) => `proxy_hide_header ${h};`);

/**
 * The refusals and limits every proxy location starts with: a method the app never sends
 * there (405, as the BFF), and the fair share of the upstream's rate (see fairShareZones).
 * Locations with an add_header of their own inherit none, so the security headers are
 * included again.
 */
function locationGuards(name: RouteName, rate: number): string {
  const rule = ROUTE_RULES[name];
  const methods = rule.methods.join('|');
  return [
    'include security-headers.conf;',
    'add_header Retry-After $retry_after always;',
    `if ($request_method !~ "^(?:${methods})$") {`,
    '  include security-headers.conf;',
    `  add_header Allow ${quote(rule.methods.join(', '))} always;`,
    '  return 405;',
    '}',
    `limit_req zone=user_${rule.upstream} burst=${rate} nodelay;`,
    `limit_req zone=all_${rule.upstream} burst=${rate * 2};`,
  ]
    .map((l) => `      ${l}`)
    .join('\n');
}

const UPSTREAM_NAMES: readonly UpstreamName[] = ['uts', 'auth', 'soap'];

/**
 * The fair share of each upstream's rate R (requests a second it takes from one client, the
 * proxy's one address for all users). nginx cannot take users in turn as the BFF does
 * (bff/fair-share.ts), so the rule is in two limits: each user (their key, or their address when
 * they send none) at most R/2 a second, with a burst of R answered at once (a page's parallel
 * calls); everyone together at most R a second (5 % under), a burst of 2R held back and sent in
 * step, so one user's whole burst still leaves room for another's requests. No one user can
 * take more than half the upstream; a user asking less is never refused while one other sends
 * flat out (with several, their bursts can fill the shared queue for a second or two).
 * Past either limit: 429 with Retry-After, and nothing reaches the upstream. The zones hold
 * the key in shared memory only; limit_req's log lines name the zone and the address, never
 * the key (and the error log takes only critical lines).
 */
function fairShareZones(rate: number, userRate = rate / 2): string {
  return [
    '  map $http_x_uts_api_key $fair_share_user {',
    '    "" $binary_remote_addr;',
    '    default $http_x_uts_api_key;',
    '  }',
    '  map $host $fair_share_all {',
    '    default all;',
    '  }',
    '  map $status $retry_after {',
    '    429 1;',
    '    default "";',
    '  }',
    ...UPSTREAM_NAMES.flatMap((u) => [
      `  limit_req_zone $fair_share_user zone=user_${u}:10m rate=${Math.max(1, Math.round(userRate * 60))}r/m;`,
      // 5 % under R: requests sent in step still arrive a little unevenly.
      `  limit_req_zone $fair_share_all zone=all_${u}:64k rate=${Math.floor(rate * 57)}r/m;`,
    ]),
    '  limit_req_status 429;',
    '  limit_req_log_level warn;',
  ].join('\n');
}

function proxyCommon(url: URL): string {
  const https = url.protocol === 'https:';
  return [
    `proxy_set_header Host ${quote(url.host)};`,
    ...KEY_HEADERS_OFF,
    // Cookies of this origin mean nothing upstream.
    'proxy_set_header Cookie "";',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    // Like the BFF: upstream redirects and bodies pass through untouched.
    'proxy_redirect off;',
    ...HIDDEN_HEADERS,
    'proxy_connect_timeout 10s;',
    'proxy_send_timeout 30s;',
    'proxy_read_timeout 60s;',
    ...(https
      ? [
          'proxy_ssl_server_name on;',
          `proxy_ssl_name ${quote(url.hostname)};`,
          'proxy_ssl_verify on;',
          'proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;',
        ]
      : []),
  ]
    .map((l) => `      ${l}`)
    .join('\n');
}

function pathMaps(up: Upstreams): string {
  return routes(up)
    .map((r) => {
      const base = new URL(r.target).pathname.replace(/\/$/, '');
      const value = quote(base).slice(0, -1) + (r.match.includes('(?<t>') ? '$t"' : '"');
      return `  map $raw_path $upstream_path_${r.name} {\n    "~^${regexToken(r.match)}$" ${value};\n    default "";\n  }`;
    })
    .join('\n');
}

/**
 * A whole request body within `ms`, as the BFF holds it (bff/path-guard.ts): nginx's
 * client_body_timeout counts between two reads only, so a body sent a byte every few seconds
 * kept its connection for as long as the sender liked. The body is read here, each read given
 * what is left of the time, and handed on; a body without a length (chunked) is refused, since
 * the app always sends one. Nothing reaches the upstream before the whole body is in.
 */
export function bodyDeadline(ms: number): string {
  return [
    '      access_by_lua_block {',
    '        local len = tonumber(ngx.var.http_content_length)',
    '        if not len then',
    '          if ngx.var.http_transfer_encoding then return ngx.exit(411) end',
    '          return',
    '        end',
    '        if len == 0 then return end',
    '        local sock = ngx.req.socket()',
    '        if not sock then return ngx.exit(400) end',
    `        local stop = ngx.now() + ${ms / 1000}`,
    '        local parts, left = {}, len',
    '        while left > 0 do',
    '          local remaining = stop - ngx.now()',
    '          if remaining <= 0 then return ngx.exit(408) end',
    '          sock:settimeout(math.ceil(remaining * 1000))',
    '          local data, err = sock:receiveany(left)',
    '          if not data then return ngx.exit(err == "timeout" and 408 or 400) end',
    '          parts[#parts + 1] = data',
    '          left = left - #data',
    '        end',
    '        ngx.req.set_body_data(table.concat(parts))',
    '      }',
  ].join('\n');
}

function proxyLocations(up: Upstreams, names: Map<string, string>, deadline: string): string {
  const blocks = routes(up).map((r) => {
    const url = new URL(r.target);
    const scheme = url.protocol.slice(0, -1);
    const upstream = names.get(url.origin)!;
    return [
      `    location ${r.location} {`,
      locationGuards(r.name, up.ratePerSecond),
      ...(deadline ? [deadline] : []),
      `      if ($upstream_path_${r.name} = "") {`,
      '        return 400;',
      '      }',
      '      if ($key_refused) {',
      '        return 400;',
      '      }',
      `      proxy_pass ${scheme}://${upstream}$upstream_path_${r.name}$upstream_query;`,
      proxyCommon(url),
      '    }',
    ].join('\n');
  });
  const soap = new URL(up.soapUrl);
  const soapUpstream = names.get(soap.origin)!;
  blocks.push(
    [
      // The endpoint is one fixed address: nothing the browser adds to the path or query is
      // forwarded (a variable in proxy_pass stops nginx from appending the query string).
      `    location = ${BROWSER_PATHS.soap} {`,
      locationGuards('soap', up.ratePerSecond),
      ...(deadline ? [deadline] : []),
      `      set $soap_endpoint ${quote(soap.pathname + soap.search)};`,
      `      proxy_pass ${soap.protocol.slice(0, -1)}://${soapUpstream}$soap_endpoint;`,
      proxyCommon(soap),
      '    }',
    ].join('\n'),
  );
  return blocks.join('\n\n');
}

/** 404 for every path in the API's namespaces that no route forwards (bff/routes.ts). */
function apiNotFound(): string {
  const rules = Object.values(ROUTE_RULES);
  const firsts = [...new Set(rules.map((r) => r.path.split('/').slice(0, 2).join('/')))];
  // `/uts` covers `/uts-auth…` too.
  const namespaces = firsts.filter((p) => !firsts.some((q) => q !== p && p.startsWith(q)));
  const bare = rules.filter((r) => r.below).map((r) => `= ${r.path}`);
  return [...namespaces.map((p) => `^~ ${p}`), ...bare]
    .map((location) => `    location ${location} {\n      return 404;\n    }`)
    .join('\n\n');
}

/** `add_header … always` for each entry of the shared table. */
export function securityHeadersConf(): string {
  return (
    Object.entries(SECURITY_HEADERS)
      .map(([name, value]) => `add_header ${name} ${quote(value)} always;`)
      .join('\n') + '\n'
  );
}

const MIME_TYPES = `types {
  text/html html;
  text/css css;
  application/javascript js mjs;
  application/json json map;
  image/svg+xml svg;
  image/png png;
  image/x-icon ico;
  image/webp webp;
  font/woff2 woff2;
  font/woff woff;
  text/plain txt;
  application/xml xml;
  application/manifest+json webmanifest;
  application/wasm wasm;
}
`;

export interface Rendered {
  /** File name (relative to the prefix) → content. */
  files: Record<string, string>;
  config: RuntimeConfig;
}

const TEMPLATE = fileURLToPath(new URL('./nginx.conf.template', import.meta.url));

export function render(o: RenderOptions): Rendered {
  const names = upstreamNames(o.upstreams);
  const config = runtimeConfig(o.upstreams, o.demoApiKey);
  const values: Record<string, string> = {
    PREFIX: o.prefix,
    LOAD_MODULES: [...(o.luaModules ?? []), ...(o.brotliModule ? [o.brotliModule] : [])]
      .map((m) => `load_module ${quote(m)};`)
      .join('\n'),
    BROTLI: o.brotliModule ? '  brotli_static on;' : '',
    USER: o.user ? `user ${o.user};` : '',
    WORKERS: o.workers,
    ERROR_LOG: o.errorLog,
    ACCESS_LOG: o.accessLog,
    MAX_BODY: String(MAX_BODY_BYTES),
    BODY_TIMEOUT: `${Math.round(BODY_TIMEOUT_MS / 1000)}s`,
    FAIR_SHARE_ZONES: fairShareZones(o.upstreams.ratePerSecond, o.userRate),
    ESCAPING_PATH: regexToken(ESCAPING_PATH_SOURCE),
    KEY_PARAM_MAPS: keyParamMaps(),
    QUERY_MAP: queryMap(),
    PATH_MAPS: pathMaps(o.upstreams),
    UPSTREAMS: upstreamBlocks(names),
    LISTEN: o.listen,
    ROOT: quote(o.root),
    CONFIG_JSON: quote(resolve(o.prefix, 'bff/config.json')),
    PROXY_LOCATIONS: proxyLocations(o.upstreams, names, o.luaModules ? bodyDeadline(BODY_TIMEOUT_MS) : ''),
    API_NOT_FOUND: apiNotFound(),
  };
  const conf = readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_m, key: string) => {
    const v = values[key];
    if (v === undefined) throw new Error(`nginx.conf.template: no value for {{${key}}}`);
    return v;
  });
  return {
    config,
    files: {
      'nginx.conf': conf,
      'security-headers.conf': securityHeadersConf(),
      'mime.types': MIME_TYPES,
      'bff/config.json': JSON.stringify(config),
    },
  };
}
