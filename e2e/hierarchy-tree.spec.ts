import { expect, test, type Locator } from '@playwright/test';
import Papa from 'papaparse';
import { axeOn } from './axe.ts';
import { Faults } from './pages/Faults.ts';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';
import { pagePerFile } from './page-per-file.ts';

const sharedPage = pagePerFile();

// Demo data: ICD-10-CM I21.0 sits under I21 < I20-I25 < chapter 9 (I00-I99) < V-ICD10CM; MeSH
// D009203 "Myocardial Infarction" has one parent, Myocardial Ischemia, which sits under both
// Heart Diseases and Vascular Diseases: two paths to MeSH's top node.

const I21_0 = 'ST elevation (STEMI) myocardial infarction of anterior wall';
const CHAPTER = 'Diseases of the circulatory system (I00-I99)';
const BLOCK = 'Ischemic heart diseases (I20-I25)';

test('a deep ICD-10-CM code: to its chapter and back down by keyboard only', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('ICD10CM', 'I21.0', '?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName(I21_0);
  await expect(tree.namesAt(1)).toHaveText(['ICD-10-CM Tabular List of Diseases and Injuries']);
  await expect(tree.namesAt(2)).toHaveText([CHAPTER]);
  await expect(tree.tree.getByText('chapter 9', { exact: true })).toBeVisible();

  // One Tab from the tab list lands on the focus node: the tree is a single Tab stop.
  await code.tab('Hierarchy').focus();
  await page.keyboard.press('Tab');
  await tree.expectFocusedName(I21_0);
  await page.keyboard.press('Home');
  await tree.expectFocusedName('ICD-10-CM Tabular List of Diseases and Injuries');
  await page.keyboard.press('ArrowDown');
  await tree.expectFocusedName(CHAPTER);
  // End goes to the last row shown: the focus's children, once they are there.
  const lastChild = /^ST elevation \(STEMI\) myocardial infarction involving other coronary/;
  await expect(tree.item(lastChild)).toBeVisible();
  await page.keyboard.press('End');
  await tree.expectFocusedName(lastChild);
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  // Enter re-centres on the chapter: its page, its tree, nothing else in the URL.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sources\/ICD10CM\/9\?tab=hierarchy$/);
  await expect(tree.focusItem).toHaveAccessibleName(CHAPTER);
  await tree.expectFocusedName(CHAPTER);

  // Back down: → to the first block, ↓ to the ischaemic block, → opens it (into the URL), → to I20.
  // Each step waits for what the user sees: the children shown before moving among them.
  await expect(tree.item('Acute rheumatic fever (I00-I02)')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await tree.expectFocusedName('Acute rheumatic fever (I00-I02)');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await tree.expectFocusedName(BLOCK);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/[?&]expand=I20-I25(&|$)/);
  await expect(tree.item(BLOCK)).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.item('Angina pectoris')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await tree.expectFocusedName('Angina pectoris');
  await page.keyboard.press('ArrowDown');
  await tree.expectFocusedName('Acute myocardial infarction');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/[?&]expand=I20-I25%2CI21(&|$)|[?&]expand=I20-I25,I21(&|$)/);
  await expect(tree.item(I21_0)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await tree.expectFocusedName(I21_0);
  // ← goes back to the parent; Enter on I21.0 re-centres on it.
  await page.keyboard.press('ArrowLeft');
  await tree.expectFocusedName('Acute myocardial infarction');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sources\/ICD10CM\/I21\.0\?tab=hierarchy$/);
  await expect(tree.focusItem).toHaveAccessibleName(I21_0);
});

test('→ pressed twice while the children load: the focus opens the node, then enters it when they arrive', async ({
  page,
}) => {
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  // I21.0's children are held until the second → has been pressed.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/I21.0/children**', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await code.open('ICD10CM', 'I21', '?tab=hierarchy');
  await expect(tree.item(I21_0)).toBeVisible();
  await code.tab('Hierarchy').focus();
  await page.keyboard.press('Tab');
  await tree.expectFocusedName('Acute myocardial infarction');
  await page.keyboard.press('ArrowDown');
  await tree.expectFocusedName(I21_0);
  await page.keyboard.press('ArrowRight');
  await expect(tree.item(I21_0)).toHaveAttribute('aria-expanded', 'true');
  await expect(
    tree.tree.getByRole('status').filter({ hasText: `Loading the children of ${I21_0}` }),
  ).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await tree.expectFocusedName(I21_0);
  release();
  await tree.expectFocusedName(
    'ST elevation (STEMI) myocardial infarction involving left main coronary artery',
  );
});

test('a copied link restores the expanded nodes and the chosen path', async ({ page, context }) => {
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('ICD10CM', 'I21', '?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName('Acute myocardial infarction');
  await tree.item(I21_0).locator('[data-testid="tree-toggle"]').first().click();
  await expect(
    tree.item('ST elevation (STEMI) myocardial infarction involving left main coronary artery'),
  ).toBeVisible();
  await expect(page).toHaveURL(/[?&]expand=I21\.0(&|$)/);
  const link = page.url();

  const other = await context.newPage();
  const again = new HierarchyTree(other);
  await other.goto(link);
  await expect(again.item(I21_0)).toHaveAttribute('aria-expanded', 'true');
  await expect(
    again.item('ST elevation (STEMI) myocardial infarction involving left main coronary artery'),
  ).toBeVisible();
  await expect(again.focusItem).toHaveAccessibleName('Acute myocardial infarction');
  await other.close();
});

test('MeSH D009203: both paths to the top, one at a time, neither merged into a false chain', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('MSH', 'D009203', '?tab=hierarchy');
  await expect(tree.stepper).toContainText('Path 1 of 2');
  const chain = async () =>
    await tree.tree.locator('[role="treeitem"][aria-expanded="true"] > .ht-row .ht-name').allTextContents();
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  const first = await chain();
  await page.getByRole('button', { name: 'Next path' }).click();
  await expect(tree.stepper).toContainText('Path 2 of 2');
  await expect(page).toHaveURL(/[?&]path=2(&|$)/);
  const second = await chain();
  const expected = (middle: string) => [
    'Medical Subject Headings',
    'Diseases (MeSH Category)',
    'Cardiovascular Diseases',
    middle,
    'Myocardial Ischemia',
    'Myocardial Infarction',
  ];
  // Each path is a true chain: Heart Diseases and Vascular Diseases never appear together.
  expect([first, second].sort()).toEqual([expected('Heart Diseases'), expected('Vascular Diseases')].sort());
  // The chosen path is in the URL: a reload shows path 2 again.
  await page.reload();
  await expect(tree.stepper).toContainText('Path 2 of 2');
  expect(await chain()).toEqual(second);

  // MeSH tree numbers: each row on the path shows the position this path goes
  // through, the focus included.
  const numberOf = (item: Locator) => item.locator(':scope > .ht-row [data-testid="tree-number"]');
  const viaHeart = second.includes('Heart Diseases');
  await expect(numberOf(tree.focusItem)).toHaveText(viaHeart ? 'C14.280.647.500' : 'C14.907.585.500');
  await expect(numberOf(tree.item('Cardiovascular Diseases'))).toHaveText('C14');
  // Myocardial Ischemia's children in MeSH order, by tree number (the service lists them by
  // descriptor id: D000787, D003327, D009203, D015428, D054058).
  await page.getByRole('button', { name: 'Show all children of Myocardial Ischemia' }).click();
  const kids = tree.item('Myocardial Ischemia').locator(':scope > [role="group"] > [role="treeitem"]');
  await expect(kids.locator(':scope > .ht-row .ht-name')).toHaveText([
    'Acute Coronary Syndrome',
    'Angina Pectoris',
    'Coronary Disease',
    'Myocardial Infarction',
    'Myocardial Reperfusion Injury',
  ]);
  const under = viaHeart ? 'C14.280.647' : 'C14.907.585';
  await expect(kids.locator(':scope > .ht-row [data-testid="tree-number"]')).toHaveText(
    ['124', '187', '250', '500', '625'].map((n) => `${under}.${n}`),
  );
  // A list too long to number (43 children under Vascular Diseases) says so, rather than
  // leaving its numbers out unexplained.
  await page.goto('/sources/MSH/D014652?tab=hierarchy');
  await expect(numberOf(tree.focusItem)).toHaveText('C14.907');
  await expect(page.getByTestId('tree-numbers-scope')).toHaveText(
    'Tree numbers are read for lists of up to 40 children: these 43 are listed as the service lists them.',
  );
  await expect(tree.focusItem.locator('[role="group"] [data-testid="tree-number"]')).toHaveCount(0);
});

test('each export file is read back: SVG, PNG, text, Markdown, Mermaid, subtree CSV and JSON', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('ICD10CM', 'I21', '?tab=hierarchy');
  await expect(tree.item(I21_0)).toBeVisible();

  const svg = await tree.exportView('Picture (SVG)');
  expect(svg.name).toMatch(/^hierarchy-ICD10CM-I21-2025AB-\d{8}-\d{4}\.svg$/);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      texts: [...doc.getElementsByTagName('text')].map((t) => t.textContent),
      focus: doc.querySelector('[data-focus="true"]')?.textContent,
      title: doc.querySelector('title')?.textContent,
    };
  }, svg.bytes.toString('utf8'));
  expect(parsed.errors).toBe(0);
  const visible = await tree.tree.locator('.ht-name').allTextContents();
  // Each name once, with its code unless the name already ends with it ("… (I20-I25)").
  for (const name of visible)
    expect(
      parsed.texts.some((t) => t === name || t?.startsWith(`${name} (`) || t?.startsWith(`${name}  +`)),
    ).toBe(true);
  expect(parsed.focus).toBe('Acute myocardial infarction (I21)');
  expect(parsed.title).toContain('release 2025AB');

  const png = await tree.exportView('Picture (PNG)');
  expect(png.name).toMatch(/\.png$/);
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  const text = (await tree.exportView('Indented text')).bytes.toString('utf8');
  expect(text).toContain('UMLS release 2025AB');
  expect(text).toContain(`${I21_0} (I21.0)`);
  const md = (await tree.exportView('Markdown')).bytes.toString('utf8');
  expect(md).toContain('**Acute myocardial infarction `I21`** (focus)');
  const mmd = (await tree.exportView('Mermaid')).bytes.toString('utf8');
  expect(mmd).toContain('graph TD');

  // Subtree to depth 2: I21, its 7 children, and the children of I21.0, I21.1, I21.2 and I21.A.
  await tree.setSubtreeDepth(2);
  const csv = await tree.exportSubtree('CSV');
  expect(csv.name).toMatch(/^subtree-depth2-ICD10CM-I21-2025AB-\d{8}-\d{4}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = Papa.parse<string[]>(csv.bytes.toString('utf8').slice(1).trimEnd()).data;
  expect(header).toEqual(['Code', 'Name', 'Source', 'Depth', 'Parent', 'Path']);
  expect(rows[0]).toEqual(['I21', 'Acute myocardial infarction', 'ICD10CM', '0', '', 'I21']);
  expect(rows).toContainEqual([
    'I21.9',
    'Acute myocardial infarction, unspecified',
    'ICD10CM',
    '1',
    'I21',
    'I21 > I21.9',
  ]);
  const depthOf = new Map(rows.map((r) => [r[0], r[3]]));
  expect(depthOf.get('I21.0')).toBe('1');
  expect(depthOf.get('I21.9')).toBe('1');
  expect(depthOf.get('I21.01')).toBe('2');
  expect(rows.filter((r) => r[3] === '1')).toHaveLength(7);
  expect(rows.every((r) => Number(r[3]) <= 2)).toBe(true);

  const json = JSON.parse((await tree.exportSubtree('JSON')).bytes.toString('utf8'));
  expect(json.meta.release).toBe('2025AB');
  expect(json.meta.depth).toBe(2);
  expect(Date.parse(json.meta.generatedAt)).toBeGreaterThan(Date.parse('2026-01-01'));
  expect(json.rows).toHaveLength(rows.length);
});

test('Cancel of a subtree export stops its requests', async ({ page }) => {
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  // GO cellular_component: thousands of nodes within three levels, far more than a few seconds of calls.
  await code.open('GO', 'GO:0005575', '?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName('cellular_component');
  let calls = 0;
  page.on('request', (r) => {
    if (/\/children\?/.test(r.url())) calls++;
  });
  await tree.setSubtreeDepth(3);
  await tree.subtree.getByRole('button', { name: 'CSV', exact: true }).click();
  await expect(tree.subtree.getByRole('status')).toContainText(/\d+ requests/);
  await expect.poll(() => calls, { timeout: 10_000 }).toBeGreaterThan(3);
  await tree.subtree.getByRole('button', { name: 'Cancel' }).click();
  await expect(tree.subtree.getByRole('status')).toHaveText('Export cancelled; no file was made.');
  const atCancel = calls;
  await page.waitForTimeout(1500);
  // At most the requests already queued in the same tick; nothing keeps walking.
  expect(calls - atCancel).toBeLessThanOrEqual(1);
});

test('a node whose children fail offers Retry and the rest of the tree stays', async ({ page, request }) => {
  const faults = new Faults(request);
  await faults.add({ match: '/rest/content/current/source/ICD10CM/I21.1/children', status: 500 });
  try {
    const code = new SourceCodePage(page);
    const tree = new HierarchyTree(page);
    await code.open('ICD10CM', 'I21', '?tab=hierarchy');
    const inferior = tree.item('ST elevation (STEMI) myocardial infarction of inferior wall');
    await inferior.locator('[data-testid="tree-toggle"]').first().click();
    await expect(inferior.getByRole('alert')).toContainText("Couldn't load the children", {
      timeout: 20_000,
    });
    await expect(tree.item(I21_0)).toBeVisible();
    await expect(tree.item('Acute myocardial infarction')).toBeVisible();
    await faults.clear();
    await inferior.getByRole('button', { name: 'Retry' }).click();
    await expect(inferior.getByRole('group').getByRole('treeitem').first()).toBeVisible();
  } finally {
    await faults.clear();
  }
});

test('bad links: unknown codes and atoms, unknown and too many expanded ids', async () => {
  const page = sharedPage();
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('ICD10CM', 'NOPE.9', '?tab=hierarchy');
  await expect(
    page.getByTestId('not-found').or(page.getByText(/no ICD10CM code|not found/i).first()),
  ).toBeVisible();

  await page.goto('/atoms/A00000000');
  await expect(page.getByTestId('not-found')).toBeVisible();

  await code.open('ICD10CM', 'I21', '?tab=hierarchy&expand=I21.0,NOPE1,NOPE2');
  await expect(tree.item(I21_0)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('tree-note-unknown')).toHaveText(
    '2 expanded nodes in the link were not found in this tree and are ignored.',
  );
  await expect(page.getByTestId('tree-note-unknown')).toHaveCount(1);

  const many = Array.from({ length: 2000 }, (_, i) => `X${i}`).join(',');
  await code.open('ICD10CM', 'I21', `?tab=hierarchy&expand=${many}`);
  await expect(page.getByTestId('tree-note-capped')).toHaveText(
    'The link expanded 2,000 nodes; showing the first 200.',
  );
  await expect(tree.focusItem).toHaveAccessibleName('Acute myocardial infarction');

  // A focus the source does not hold: the page's own concept, with a note, not a blank tree.
  await page.goto('/concepts/C0027051?tab=hierarchy&source=MSH&focus=D999999');
  await expect(page.getByTestId('tree-missing-focus')).toContainText(
    'The link centred the tree on D999999, which is not in MSH; the tree shows Myocardial Infarction instead.',
  );
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  await expect(page).not.toHaveURL(/focus=/);
});

test('the concept page has one tree per hierarchical source, the source in the URL', async ({
  page,
  context,
  browser,
}) => {
  // Three documents (a load, a reload, a fresh browser's) and two source switches: 14 s on an
  // idle machine, past 30 s beside two browsers loading pages (npm run test:stress).
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tree = new HierarchyTree(page);
  await page.goto('/concepts/C0027051?tab=hierarchy');
  const picker = page.getByTestId('hierarchy-source');
  await expect(picker).toContainText('DOID');
  await expect(picker).toContainText('MSH');
  // It opens on the preferred atom's source (MSH); another choice goes into the URL.
  await page.getByText('DOID', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]source=DOID(&|$)/);
  await page.getByText('MSH', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]source=MSH(&|$)/);
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Infarction');
  await expect(tree.stepper).toContainText('Path 1 of 2');
  // Clicking a name re-centres here: the concept page stays, `focus` goes into the URL.
  await tree.item('Myocardial Ischemia').locator('.ht-name').first().click();
  await expect(page).toHaveURL(/\/concepts\/C0027051\?.*focus=D017202/);
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Ischemia');
  await page.reload();
  await expect(tree.focusItem).toHaveAccessibleName('Myocardial Ischemia');
  // "Copy link to this view" copies the URL that holds it: a fresh browser opens the same view.
  await page.getByRole('button', { name: 'Copy link to this view' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(copied);
  await expect(new HierarchyTree(other).focusItem).toHaveAccessibleName('Myocardial Ischemia');
  await fresh.close();
  // The separate link opens the node's own page.
  await expect(
    tree
      .item('Myocardial Ischemia')
      .getByRole('link', { name: 'Open the page of Myocardial Ischemia' })
      .first(),
  ).toHaveAttribute('href', '/sources/MSH/D017202');
});

test('the vocabularies page browses a source from its top node', async () => {
  const page = sharedPage();
  const tree = new HierarchyTree(page);
  await page.goto('/vocabularies');
  await expect(page.getByRole('link', { name: 'Browse the NCI hierarchy from its top' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Browse the MSH hierarchy from its top' }).click();
  await expect(page).toHaveURL(/\/sources\/MSH\/V-MSH\?tab=hierarchy$/);
  await expect(tree.focusItem).toHaveAccessibleName('Medical Subject Headings');
  await expect(tree.namesAt(2)).toHaveCount(16);
});

test('axe finds nothing on the tree', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mantine-color-scheme-value', 'light'));
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('MSH', 'D009203', '?tab=hierarchy');
  await expect(tree.focusItem).toBeVisible();
  await expect(tree.namesAt(7).first()).toBeVisible();
  const { violations } = await axeOn(page).include('[data-testid="tree-panel"]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});

test('links keep the lists: a node past the first 100 children, "Show more", a filter over every child', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const tree = new HierarchyTree(page);
  // "myofilament" is child 162 of 426 of "cellular anatomical entity" (GO), on the second page.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/sources/GO/GO:0110165?tab=hierarchy&expand=GO:0036379');
  // A fresh browser: the page, the path, two pages of 426 children, then the node's own
  // children, one after another; beside two browsers loading pages (npm run test:stress)
  // still "Loading the children" after 10 s.
  await expect(new HierarchyTree(other).item('myofilament')).toHaveAttribute('aria-expanded', 'true', {
    timeout: 25_000,
  });
  await expect(other.getByTestId('tree-note-unknown')).toHaveCount(0);
  await fresh.close();

  await page.goto('/sources/GO/GO:0110165?tab=hierarchy');
  await expect(tree.focusItem).toHaveAccessibleName('cellular anatomical entity');
  const kids = tree.namesAt(Number(await tree.focusItem.getAttribute('aria-level')) + 1);
  await expect(kids).toHaveCount(100);
  await page.getByRole('button', { name: /^Show more \(100 of 426\)/ }).click();
  const param = (name: string) => () => new URL(page.url()).searchParams.get(name);
  await expect.poll(param('more')).toBe('GO:0110165~2');
  await expect(kids).toHaveCount(200);

  // A filter covers every child, not only those loaded; it is in the link.
  await page.getByRole('textbox', { name: 'Filter the children of cellular anatomical entity' }).fill('zone');
  await expect.poll(param('cfilter')).toBe('GO:0110165~zone');
  await expect(tree.item('ciliary transition zone')).toBeVisible();
  // The rest of the list loads by itself: matches from its last pages appear, "Show more" goes.
  await expect(tree.item('postsynaptic endocytic zone')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show more/ })).toHaveCount(0);
  const matches = await kids.allInnerTexts();
  expect(matches.length).toBeGreaterThan(1);
  expect(matches.every((n) => /zone/i.test(n))).toBe(true);
  await page.reload();
  await expect(
    page.getByRole('textbox', { name: 'Filter the children of cellular anatomical entity' }),
  ).toHaveValue('zone');
  await expect(kids).toHaveText(matches);
});

test('demo steps are history: five steps on a GO concept, five Backs walk them back, Forward re-applies', async () => {
  // Eleven views of a tree with several paths and 33 children, each waited for: past 30 s
  // beside two browsers loading pages (npm run test:stress).
  test.setTimeout(60_000);
  const page = sharedPage();
  const tree = new HierarchyTree(page);
  // GO:0043231 sits under membrane-bounded organelle and under intracellular organelle (several
  // paths to the top) and has 33 children (a filter box and a sort), among them nucleus and
  // mitochondrion.
  const FOCUS = 'intracellular membrane-bounded organelle';
  await page.goto('/concepts/C9405423?tab=hierarchy&source=GO');
  await expect(tree.focusItem).toHaveAccessibleName(FOCUS);
  const paths = Number(/of (\d+)/.exec((await tree.stepper.textContent()) ?? '')?.[1]);
  expect(paths).toBeGreaterThan(1);
  const kids = tree.namesAt(Number(await tree.focusItem.getAttribute('aria-level')) + 1);
  await expect(kids).toHaveCount(33);
  const param = (name: string) => new URL(page.url()).searchParams.get(name);
  const allPaths = page.getByTestId('all-paths-tree');

  // Each step, and what the user sees once it is there.
  const views = [
    async () => {
      await expect(tree.stepper).toContainText(`Path 1 of ${paths}`);
      expect(param('path')).toBeNull();
    },
    async () => {
      await expect(tree.stepper).toContainText(`Path 2 of ${paths}`);
      await expect(tree.item('nucleus')).toHaveAttribute('aria-expanded', 'false');
      expect(param('path')).toBe('2');
      expect(param('expand')).toBeNull();
    },
    async () => {
      await expect(tree.item('nucleus')).toHaveAttribute('aria-expanded', 'true');
      await expect(tree.sortOf(FOCUS)).toHaveValue('service');
      expect(param('expand')).toBe('GO:0005634');
      expect(param('csort')).toBeNull();
    },
    async () => {
      await expect(tree.sortOf(FOCUS)).toHaveValue('name');
      await expect(tree.filterOf(FOCUS)).toHaveValue('');
      await expect(kids).toHaveCount(33);
      const names = await kids.allInnerTexts();
      expect(names).toEqual(
        [...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true })),
      );
      expect(param('csort')).toBe('GO:0043231~name');
      expect(param('cfilter')).toBeNull();
    },
    async () => {
      await expect(tree.filterOf(FOCUS)).toHaveValue('mito');
      // The list (and the link) take the word once typing pauses.
      await expect.poll(() => param('cfilter')).toBe('GO:0043231~mito');
      await expect.poll(async () => (await kids.allInnerTexts()).every((n) => /mito/i.test(n))).toBe(true);
      await expect(tree.item('mitochondrion')).toBeVisible();
      await expect(allPaths).toHaveCount(0);
      expect(param('paths')).toBeNull();
    },
    async () => {
      await expect(allPaths).toBeVisible();
      expect(param('paths')).toBe('all');
    },
  ];
  const steps = [
    () => page.getByRole('button', { name: 'Next path' }).click(),
    () => tree.toggle('nucleus'),
    () => tree.sortOf(FOCUS).selectOption('name'),
    // Typed key by key: one entry for the word, not one per key.
    () => tree.filterOf(FOCUS).pressSequentially('mito'),
    () => page.getByText(`All ${paths} paths at once`).click(),
  ];
  await views[0]!();
  for (const [i, step] of steps.entries()) {
    await step();
    await views[i + 1]!();
  }

  for (let i = steps.length - 1; i >= 0; i--) {
    await page.goBack();
    await views[i]!();
    // Each Back lands with the focus on the screen.
    await expect(tree.focusItem).toBeInViewport();
  }
  expect(new URL(page.url()).pathname).toBe('/concepts/C9405423');

  for (let i = 1; i <= steps.length; i++) {
    await page.goForward();
    await views[i]!();
  }
});
