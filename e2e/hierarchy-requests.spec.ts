import { expect, type Page, type Route } from '@playwright/test';
import { holdCode } from './holdCode.ts';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';
import { Shell } from './pages/Shell.ts';
import { testOnOnePage } from './page-per-file.ts';

// One page for the file's tests (page-per-file.ts): what each routes or listens to goes with it.
const test = testOnOnePage();

// A top node's `parents` link and a leaf's `children` link say NONE on the wire: the tree must
// not ask for them (the answer would be a 404, logged by the browser as a failed request).

/** Every hierarchy list call the page makes, and every answer that was not OK. */
function watchTreeCalls(page: Page) {
  const asked: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/(parents|children)$/.test(path)) asked.push(path);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { asked, failed, errors };
}

test('a leaf code: no request for its children, none for the top node parents, no 404', async ({ page }) => {
  const calls = watchTreeCalls(page);
  const tree = new HierarchyTree(page);
  await new SourceCodePage(page).open('ICD10CM', 'I21.01', '?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName(/STEMI.*left main coronary artery/);
  // The path is drawn up to the top node, whose siblings list (its parent's children) is in.
  await expect(tree.namesAt(1)).toHaveText(['ICD-10-CM Tabular List of Diseases and Injuries']);
  await expect(tree.item('Acute myocardial infarction')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.asked).toContain('/uts/rest/content/current/source/ICD10CM/I21.01/parents');
  expect(calls.asked).not.toContain('/uts/rest/content/current/source/ICD10CM/I21.01/children');
  expect(calls.asked).not.toContain('/uts/rest/content/current/source/ICD10CM/V-ICD10CM/parents');
  expect(calls.failed).toEqual([]);
  expect(calls.errors).toEqual([]);
});

test('the top node itself: its children are asked for, its parents never', async ({ page }) => {
  const calls = watchTreeCalls(page);
  const tree = new HierarchyTree(page);
  await new SourceCodePage(page).open('MSH', 'V-MSH', '?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName('Medical Subject Headings');
  await expect(tree.item('Diseases (MeSH Category)')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.asked).toEqual(['/uts/rest/content/current/source/MSH/V-MSH/children']);
  expect(calls.failed).toEqual([]);
  expect(calls.errors).toEqual([]);
});

test('MeSH D003930: parents are asked only along its three tree numbers, none above a place it lacks', async ({
  page,
}) => {
  const calls = watchTreeCalls(page);
  await new SourceCodePage(page).open('MSH', 'D003930', '?tab=hierarchy&paths=all');
  await expect(page.getByTestId('all-paths-list').locator('li')).toHaveCount(3);
  const parentsOf = () =>
    calls.asked
      .filter((p) => p.endsWith('/parents'))
      .map((p) => p.split('/').at(-2))
      .sort();
  // Its places: C11.768.257, C14.907.320.382, C19.246.099.500.382; the nodes at the numbers
  // above them, and the category. Not Diabetes Mellitus's other place (C18.452.394.750), whose
  // parents the descriptor graph would walk up to Nutritional and Metabolic Diseases.
  const along = [
    'D003930',
    'D012164',
    'D003925',
    'D005128',
    'D014652',
    'D048909',
    'D002318',
    'D003920',
    'D004700',
    'C',
  ].sort();
  // The check's calls (the parents below the first level) may wait for the one-second window
  // the drawing's calls filled, the network quiet meanwhile (with 16 calls let go at once it
  // was, for 660 ms): a quiet network is no sign they are done. Once they all are, nothing more
  // comes.
  await expect.poll(parentsOf).toEqual(along);
  await page.waitForLoadState('networkidle');
  expect(parentsOf()).toEqual(along);
  expect(calls.failed).toEqual([]);
  expect(calls.errors).toEqual([]);
});

test('the Hierarchy tab: one ancestors call, then the parents of every node above asked at once', async ({
  page,
}) => {
  // GO:0043231 (intracellular membrane-bounded organelle) sits five levels down, under two
  // parents: a walk level by level would ask these one level after another.
  const above = ['GO:0043231', 'GO:0043227', 'GO:0043229', 'GO:0043226', 'GO:0110165', 'GO:0005575'];
  const calls: string[] = [];
  const held: Route[] = [];
  await page.goto('/concepts/C9405423');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'intracellular membrane-bounded organelle',
  );
  await page.route(/\/uts\/rest\/content\//, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    calls.push(path.replace(/^\/uts\/rest\/content\/[^/]+\//, ''));
    const id = /^\/uts\/rest\/content\/[^/]+\/source\/GO\/([^/]+)\/parents$/.exec(path)?.[1];
    if (!id || !above.includes(id)) return route.continue();
    // Each answer waits until every parent list is asked: a walk that waits for one level's
    // answers before it asks the next never gets them, and the tree never shows.
    held.push(route);
    if (held.length === above.length) for (const r of held.splice(0)) await r.continue();
  });
  const tree = new HierarchyTree(page);
  await page.getByRole('tab', { name: 'Hierarchy' }).click();
  await expect(tree.focusItem).toHaveAccessibleName('intracellular membrane-bounded organelle');
  await expect(tree.namesAt(1)).toHaveText(['Gene Ontology']);
  await page.waitForLoadState('networkidle');
  const parents = calls.filter((c) => c.endsWith('/parents'));
  expect(calls.filter((c) => c.endsWith('/ancestors'))).toEqual(['source/GO/GO:0043231/ancestors']);
  // Each once, and none for the top node (its `parents` link is NONE).
  expect([...parents].sort()).toEqual(above.map((id) => `source/GO/${id}/parents`).sort());
});

test('pointing at the Hierarchy tab starts its tree; the click then asks for no path again', async ({
  page,
}) => {
  const tree = new HierarchyTree(page);
  await new Shell(page).open('/concepts/C0027051');
  const tab = page.getByRole('tab', { name: 'Hierarchy' });
  await expect(page.getByRole('tabpanel', { name: 'Atoms' }).getByRole('row').nth(1)).toBeVisible();
  const pathCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/(ancestors|parents)$/.test(new URL(r.url()).pathname)) pathCalls.push(r.url());
  });
  // The pointer on the tab, no click yet: the paths to the concept in MeSH are on their way.
  const ancestors = page.waitForResponse((r) => /\/source\/MSH\/D009203\/ancestors\?/.test(r.url()));
  await tab.hover();
  expect((await ancestors).ok()).toBe(true);
  await tab.click();
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  await expect(tree.item('Myocardial Ischemia')).toBeVisible();
  // The paths' check against the parents as served goes on after they show: until it is done.
  await page.waitForLoadState('networkidle');
  // The tab read what the pointer started (or joined it while it was on its way): each path
  // call was made once, the check's too.
  expect(pathCalls.filter((u) => u.includes('/D009203/ancestors?'))).toHaveLength(1);
  expect(pathCalls.length).toBeGreaterThan(1);
  expect(new Set(pathCalls).size).toBe(pathCalls.length);
});

test("an idle concept page fetches the tree's code but asks the service nothing for it; the tab then needs only its paths", async ({
  page,
}) => {
  const tree = new HierarchyTree(page);
  // Routed (not served from the page's cache, which earlier tests of this file filled), so
  // each fetch of the tab's code is seen.
  const codeFetched: string[] = [];
  await page.route(/\/assets\/HierarchyTab-[^/]+\.js$/, (route) => {
    codeFetched.push(route.request().url());
    return route.continue();
  });
  const treeCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/(ancestors|parents|children)$/.test(new URL(r.url()).pathname)) treeCalls.push(r.url());
  });
  await new Shell(page).open('/concepts/C0027051');
  await expect(page.getByRole('tabpanel', { name: 'Atoms' }).getByRole('row').nth(1)).toBeVisible();
  // No pointer near the tab: the code comes once the page is idle, and nothing of the tree's data.
  await expect.poll(() => codeFetched.length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(treeCalls).toEqual([]);
  await page.getByRole('tab', { name: 'Hierarchy' }).click();
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  expect(codeFetched).toHaveLength(1);
  expect(treeCalls.length).toBeGreaterThan(0);
});

test('MeSH paths are drawn from the tree numbers before the parents below the first level answer; the parents then check them', async ({
  page,
}) => {
  // Diabetic Foot's four places. Its own parents (and those of every node on its paths below
  // C14, C17 and C19) only confirm what the numbers say: held, the paths still show.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/source\/MSH\/(D017719|D003925|D016523)\/parents\?/, (route) =>
    holding ? held.push(route) : route.continue(),
  );
  const parentsAsked: string[] = [];
  page.on('request', (r) => {
    const m = /\/source\/MSH\/([^/]+)\/parents\?/.exec(r.url());
    if (m) parentsAsked.push(m[1]!);
  });
  await new SourceCodePage(page).open('MSH', 'D017719', '?tab=hierarchy&paths=all');
  const focusNumbers = page
    .getByTestId('all-paths-tree')
    .locator('[data-marked] > .ht-row [data-testid="tree-number"]');
  await expect(focusNumbers).toHaveText([
    'C14.907.320.191',
    'C17.800.893.592.450.200',
    'C19.246.099.500.191',
    'C19.246.099.937.250',
  ]);
  // Drawn while the check's calls wait: the first-level nodes' and the category's parents were
  // asked for the top of the paths; the held ones (asked by the check) have not answered.
  expect(parentsAsked).toEqual(expect.arrayContaining(['D002318', 'D017437', 'D004700', 'C']));
  await expect.poll(() => held.length).toBeGreaterThan(0);
  holding = false;
  for (const r of held.splice(0)) await r.continue();
  await page.waitForLoadState('networkidle');
  // The check agrees: the same four places, no note of a parent the numbers do not support.
  await expect(focusNumbers).toHaveCount(4);
  await expect(page.getByText(/no tree number of .* sits under it/)).toHaveCount(0);
  expect(new Set(parentsAsked).size).toBe(parentsAsked.length);
});

test("a link to a code's tree asks for its paths while the page's code is still on its way", async ({
  page,
}) => {
  // The source page's code held until the tree's first calls have left: they come from the
  // link itself, not from the tree once the page has rendered it.
  const letGo = await holdCode(page, /\/assets\/SourcePage-[^/]+\.js$/);
  const asked = (end: string) =>
    page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(`/source/MSH/D017719/${end}`));
  const first = [asked('ancestors'), asked('attributes')];
  await page.goto('/sources/MSH/D017719?tab=hierarchy&paths=all', { waitUntil: 'commit' });
  await Promise.all(first);
  await letGo();
  await expect(page.getByTestId('all-paths-list').locator('li')).toHaveCount(4);
});

test("a link to a concept's Hierarchy tab asks for its paths while the tab's code is still on its way", async ({
  page,
}) => {
  // The tab's code (the tree) held: the paths come from the link, not from the tab once it runs.
  const letGo = await holdCode(page, /\/assets\/HierarchyTab-[^/]+\.js$/);
  // Myocardial Infarction in MeSH (D009203): its ancestors are the paths' first call.
  const ancestors = page.waitForRequest((r) =>
    new URL(r.url()).pathname.endsWith('/source/MSH/D009203/ancestors'),
  );
  await page.goto('/concepts/C0027051?tab=hierarchy&source=MSH', { waitUntil: 'commit' });
  await ancestors;
  await letGo();
  await expect(new HierarchyTree(page).focusItem).toHaveAccessibleName(/Myocardial Infarction/);
});
