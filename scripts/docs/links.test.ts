import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, markdownLinks } from './links.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** The repository's tracked files (and new ones not ignored), as git lists them. */
const repoFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !f.startsWith('node_modules/'));
const markdownFiles = repoFiles.filter((f) => f.endsWith('.md'));

describe("the repository's Markdown links", () => {
  it('README.md and every page of docs/ are there to check', () => {
    expect(markdownFiles).toContain('README.md');
    expect(markdownFiles.filter((f) => f.startsWith('docs/')).length).toBeGreaterThanOrEqual(4);
  });

  it('every relative link of every Markdown file resolves to a file (and heading) in the repository', () => {
    expect(markdownFiles.flatMap((f) => brokenLinks(ROOT, join(ROOT, f)))).toEqual([]);
  });

  it('no file names the design page outside the repository', () => {
    // Spelled in two parts so this file does not name it either.
    const outside = ['ARCHITECTURE', '.md'].join('');
    const naming = repoFiles.filter(
      (f) =>
        !/\.(png|bin|gz|br|ico|woff2?)$/.test(f) && readFileSync(join(ROOT, f), 'utf8').includes(outside),
    );
    expect(naming).toEqual([]);
  });
});

describe('brokenLinks', () => {
  const repo = () => {
    const root = mkdtempSync(join(tmpdir(), 'links-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs/a.md'), '# A page\n\n## Two words, and more\n\n## A page\n');
    writeFileSync(join(root, 'src.ts'), '');
    return root;
  };

  it('passes links to files, folders and headings that exist', () => {
    const root = repo();
    writeFileSync(
      join(root, 'README.md'),
      '[a](docs/a.md) [b](./src.ts) [c](docs/) [d](docs/a.md#two-words-and-more) [e](docs/a.md#a-page-1)\n' +
        '![img](docs/a.md "title") [f](#readme) [g](https://example.org/x) [h](mailto:x@example.org)\n\n# README\n',
    );
    expect(brokenLinks(root, join(root, 'README.md'))).toEqual([]);
  });

  it('names a missing file, a missing heading and a link out of the repository, with their lines', () => {
    const root = repo();
    writeFileSync(
      join(root, 'README.md'),
      '# Title\n[a](docs/b.md)\n[b](docs/a.md#nowhere)\n[c](../shared/ARCH.md)\n[d](#title) [e](#none)\n',
    );
    expect(brokenLinks(root, join(root, 'README.md'))).toEqual([
      'README.md:2: docs/b.md names no file in the repository',
      'README.md:3: docs/a.md#nowhere names no heading of docs/a.md',
      'README.md:4: ../shared/ARCH.md points outside the repository',
      'README.md:5: #none names no heading of README.md',
    ]);
  });
});

describe('markdownLinks', () => {
  it('skips code blocks and code spans, reads reference definitions', () => {
    const text = '```sh\n[x](nowhere.md)\n```\n`[y](nowhere.md)` [z](here.md)\n\n[ref]: <there.md>\n';
    expect(markdownLinks(text)).toEqual([
      { target: 'here.md', line: 4 },
      { target: 'there.md', line: 6 },
    ]);
  });
});

describe('headingAnchors', () => {
  it("makes GitHub's anchors: punctuation dropped, repeats numbered, code fences ignored", () => {
    const text = '# First load: before `the` router\n## Tests\n```\n# not a heading\n```\n## Tests\n';
    expect([...headingAnchors(text)]).toEqual(['first-load-before-the-router', 'tests', 'tests-1']);
  });
});
