import { describe, expect, it } from 'vitest';
import { renderStaticFrame } from './StaticFrame.tsx';

describe('renderStaticFrame', () => {
  it('renders the frame as HTML: header box, every page of the navigation, the loader, the footer', () => {
    const html = renderStaticFrame();
    const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
    expect(
      doc.querySelector('form[role="search"] input[aria-label="Search the Metathesaurus"]'),
    ).not.toBeNull();
    const links = [...doc.querySelectorAll('nav[aria-label="Pages"] a')].map((a) => a.textContent);
    expect(links).toEqual(expect.arrayContaining(['Home', 'Search', 'Drugs', 'Settings']));
    // It stands for every page: none is marked as the current one.
    expect(doc.querySelector('[aria-current]')).toBeNull();
    expect(doc.querySelector('main [role="status"]')?.textContent ?? '').toBe('');
    expect(doc.querySelector('main [aria-label="Loading…"]')).not.toBeNull();
    expect(doc.querySelector('[data-testid="footer-upstream"]')?.textContent).toBe('checking upstream…');
    // Mantine's variables and its hidden-from / visible-from classes come with it.
    expect(html).toContain('data-mantine-styles="classes"');
  });
});
