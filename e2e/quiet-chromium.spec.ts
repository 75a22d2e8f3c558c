import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { disabledFeatures, QUIET_FEATURES } from './quiet-chromium.ts';

/** The processes under this worker (the Chromium it launched and its children), from /proc. */
function descendantsOfThisWorker(): { pid: number; args: string[] }[] {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
        return [{ pid: Number(pid), ppid, args }];
      } catch {
        return []; // ended meanwhile
      }
    });
  const parent = new Map(procs.map((p) => [p.pid, p.ppid]));
  const under = (pid: number) => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p))
      if (p === process.pid) return true;
    return false;
  };
  return procs.filter((p) => under(p.pid));
}

test('the tests’ Chromium builds no omnibox popup for its pages, and keeps the features Playwright turns off', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Without the quiet options, the popup's renderer starts within 400 ms of the load event.
  await page.waitForTimeout(1000);
  const chromium = descendantsOfThisWorker().filter((p) => p.args.some((a) => a.includes('chrom')));
  const browser = chromium.find((p) => p.args.some((a) => a.startsWith('--user-data-dir=')));
  expect(browser, 'the browser process of this worker').toBeDefined();
  const off = disabledFeatures(browser!.args);
  expect(off).toEqual(expect.arrayContaining([...QUIET_FEATURES, 'PaintHolding']));
  expect(chromium.filter((p) => p.args.includes('--top-chrome-webui'))).toEqual([]);
});
