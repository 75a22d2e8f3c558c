import type { ServerResponse } from 'node:http';
import { clientIdOf, sendRefusal, type Auth } from '../auth/index.ts';
import type { EmulatorConfig } from '../config.ts';
import { loadDataset, warmLookups } from '../dataset/load.ts';
import type { Dataset } from '../dataset/model.ts';
import { send, sendJson, type RouteHandler } from '../http-util.ts';
import { createContentEndpoints } from './endpoints/content.ts';
import { semanticTypeReply, sourcesReply } from './endpoints/metadata.ts';
import { releaseCatalog } from './endpoints/release-catalog.ts';
import { releaseZip } from './endpoints/release-zip.ts';
import { findReleaseFile, releasesReply } from './endpoints/releases.ts';
import { searchReply } from './endpoints/search.ts';
import { utsError } from './error-body.ts';
import { createSearchEngine, type SearchEngine } from './search/engine.ts';
import { datasetCorpus } from './search/dataset-corpus.ts';
import { createLinks } from './wire/links.ts';
import { invalid, notFound, ValidationError, type Reply } from './wire/reply.ts';

/** The UTS service over one dataset: its search engine and content handlers, built once. */
export interface UtsService {
  readonly dataset: Dataset;
  readonly engine: SearchEngine;
  readonly route: RouteHandler;
  /** Warms one more source's first requests; false once all are done (ContentEndpoints.warmNext). */
  warmNext(): boolean;
}

/**
 * Mounts uts-ws: `/rest/...`, `/releases` and `/download`. Loads the dataset and builds the
 * search indexes up front so the first request is as fast as the rest.
 */
export async function createUtsService(
  config: EmulatorConfig,
  auth: Auth,
  dataset?: Dataset,
): Promise<UtsService> {
  const ds = dataset ?? (await loadDataset());
  const release = ds.release.umlsRelease;
  const links = createLinks(config.publicOrigin, release);
  const ctx = { ds, links };
  const engine = createSearchEngine(datasetCorpus(ds));
  engine.warm();
  warmLookups(ds);
  const content = createContentEndpoints(ctx);
  const catalog = releaseCatalog(ds.release);
  const zips = new Map<string, Uint8Array>();

  /** `current` and the dataset's release name are served; any other release is unknown. */
  const knownVersion = (v: string | undefined) => v === 'current' || v === release;

  const restReply = (seg: string[], url: URL): Reply => {
    const [family, version, ...rest] = seg;
    if (!knownVersion(version)) return notFound(`Release ${version ?? ''} is not available`);
    switch (family) {
      case 'search':
        if (rest.length === 0) return searchReply(engine, links, url, config.legacySearchEnd);
        break;
      case 'content': {
        const [kind, id, ...sub] = rest;
        if (id === undefined) break;
        if (kind === 'CUI') return content.concept(id, sub.join('/'), url);
        if (kind === 'AUI') return content.atom(id, sub.join('/'), url);
        if (kind === 'source' && sub[0] !== undefined)
          return content.source(id, sub[0], sub.slice(1).join('/'), url);
        break;
      }
      case 'crosswalk':
        if (rest[0] === 'source' && rest.length === 3)
          return content.crosswalk(rest[1] ?? '', rest[2] ?? '', url);
        break;
      case 'semantic-network':
        if (rest[0] === 'TUI' && rest.length === 2) return semanticTypeReply(ds, rest[1] ?? '');
        break;
      case 'metadata':
        if (rest.length === 1 && rest[0] === 'sources') return sourcesReply(ds);
        break;
    }
    return notFound(`No such resource: /rest/${seg.join('/')}`);
  };

  const route: RouteHandler = (req, res, url) => {
    // Trailing slashes are optional on the real service (old clients send `.../relations/`).
    const path = url.pathname.replace(/\/+$/, '');
    const isRest = path.startsWith('/rest/');
    if (!isRest && path !== '/releases' && path !== '/download') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, utsError(405, `${req.method ?? ''} is not supported`), { Allow: 'GET, HEAD' });
      return true;
    }
    // Bytes that are not UTF-8 in a parameter are refused, not read as U+FFFD: a search would
    // otherwise run for characters the client never sent (paths are checked below).
    if (!isUtf8Query(url)) return reply(res, invalid('Malformed percent-encoding in the query'));
    const client = clientIdOf(req);

    if (path === '/releases') {
      const access = auth.checkRate(client);
      if (!access.allowed) sendRefusal(res, access);
      else
        reply(
          res,
          guard(() => releasesReply(catalog, config.publicOrigin, url)),
        );
      return true;
    }
    if (path === '/download') {
      const access = auth.checkContent(url, client);
      if (!access.allowed) {
        sendRefusal(res, access);
        return true;
      }
      const target = url.searchParams.get('url');
      if (!target) return reply(res, invalid("Missing 'url'"));
      const file = findReleaseFile(catalog, target);
      if (!file) return reply(res, notFound(`No release file at ${target}`));
      let zip = zips.get(file.downloadUrl);
      if (!zip) zips.set(file.downloadUrl, (zip = releaseZip(ds, file)));
      send(res, 200, zip, 'application/zip', {
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Content-Length': String(zip.byteLength),
      });
      return true;
    }

    let seg: string[];
    try {
      seg = path.slice('/rest/'.length).split('/').map(decodeURIComponent);
    } catch {
      return reply(res, invalid('Malformed percent-encoding in the path'));
    }
    // The sources metadata is open (reference §2.1); everything else needs a key or ticket.
    const open = seg[0] === 'metadata';
    const access = open ? auth.checkRate(client) : auth.checkContent(url, client);
    if (!access.allowed) {
      sendRefusal(res, access);
      return true;
    }
    return reply(
      res,
      guard(() => restReply(seg, url)),
    );
  };

  return { dataset: ds, engine, route, warmNext: content.warmNext };
}

function isUtf8Query(url: URL): boolean {
  try {
    decodeURIComponent(url.search.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** Parameter errors thrown while answering become the 400 ValidationError body. */
function guard(answer: () => Reply): Reply {
  try {
    return answer();
  } catch (err) {
    if (err instanceof ValidationError) return invalid(err.message);
    throw err;
  }
}

function reply(res: ServerResponse, r: Reply): true {
  sendJson(res, r.status, r.body);
  return true;
}
