import { expect, test } from '@playwright/test';
import { HierarchyTree } from './pages/HierarchyTree.ts';
import { SourceCodePage } from './pages/SourceCodePage.ts';

// Honest pictures: an export of a partial tree says what it leaves out. The I21 view
// shows its block I20-I25 as a path (I21 alone of I20…I25) and I21's seven children, some closed.

test('the I21 view exported: hidden siblings and closed children marked, each code once, Mermaid LR, plain Markdown, a 16:9 slide', async ({
  page,
}) => {
  const code = new SourceCodePage(page);
  const tree = new HierarchyTree(page);
  await code.open('ICD10CM', 'I21', '?tab=hierarchy');
  await expect(tree.item('ST elevation (STEMI) myocardial infarction of anterior wall')).toBeVisible();

  const svg = (await tree.exportView('Picture (SVG)')).bytes.toString('utf8');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      texts: [...doc.getElementsByTagName('text')].map((t) => t.textContent ?? ''),
      markers: [...doc.querySelectorAll('[data-marker="more"]')].map((t) => t.textContent),
      closed: [...doc.querySelectorAll('[data-marker="children"]')].map((t) => t.textContent),
    };
  }, svg);
  expect(parsed.errors).toBe(0);
  // I20-I25 has six children (I20 to I25); the view shows I21 alone.
  expect(parsed.markers).toContain('… 5 more');
  // I21.0 is closed and holds three codes (I21.01, I21.02, I21.09).
  expect(parsed.texts).toContain(
    'ST elevation (STEMI) myocardial infarction of anterior wall (I21.0) + 3 children',
  );
  expect(parsed.closed).toContain('+ 3 children');
  expect(parsed.texts).toContain('Ischemic heart diseases (I20-I25)');
  expect(svg).not.toMatch(/\(I20-I25\) \(I20-I25\)|\(9\)|\(V-ICD10CM\)/);

  const lr = (await tree.exportView('Mermaid, left to right')).bytes.toString('utf8');
  expect(lr.split('\n')[1]).toBe('graph LR');
  expect(lr).toContain('["… 5 more"]');
  expect((await tree.exportView('Mermaid')).bytes.toString('utf8').split('\n')[1]).toBe('graph TD');

  const md = (await tree.exportView('Markdown')).bytes.toString('utf8');
  expect(md).toContain('- Ischemic heart diseases (I20-I25)\n');
  expect(md).toContain('ICD-10-CM Tabular List of Diseases and Injuries');
  expect(md).not.toMatch(/\\[-(]/);
  expect(md).toContain('*… 5 more*');

  const slide = await tree.exportView('Slide 16:9 (PNG)');
  expect(slide.name).toMatch(/^slide-ICD10CM-I21-2025AB-\d{8}-\d{4}\.png$/);
  // PNG header: width and height at bytes 16–23, big-endian.
  expect(slide.bytes.readUInt32BE(16)).toBe(1920);
  expect(slide.bytes.readUInt32BE(20)).toBe(1080);
});
