import { describe, expect, it } from 'vitest';
import { sanitizeDefinition } from './sanitize.ts';

describe('sanitizeDefinition', () => {
  it('keeps harmless markup', () => {
    expect(sanitizeDefinition('Death of <i>myocardium</i> <b>(MI)</b>')).toBe(
      'Death of <i>myocardium</i> <b>(MI)</b>',
    );
  });
  it('removes scripts, handlers, javascript: links, images and styles', () => {
    const out = sanitizeDefinition(
      '<script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">l</a><img src=x onerror="alert(3)"><style>*{}</style>ok',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|<img|<style/i);
    expect(out).toContain('ok');
  });
  it('removes style attributes, so a definition cannot cover the page', () => {
    const out = sanitizeDefinition(
      '<div style="position:fixed;inset:0;z-index:9999;background:white">Session expired</div>' +
        '<b STYLE="color:red" class="mantine-Modal-root" id="main-content">MI</b>',
    );
    expect(out).toBe('<div>Session expired</div><b>MI</b>');
  });
  it('leaves text with < & > as text', () => {
    expect(sanitizeDefinition('a &lt; b &amp; c')).toBe('a &lt; b &amp; c');
  });
});
