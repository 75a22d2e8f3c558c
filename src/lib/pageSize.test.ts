// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageAfterResize, readPageSize, resizeParams } from './pageSize.ts';

describe('page size in the URL', () => {
  it('reads only the offered sizes', () => {
    expect(readPageSize('50')).toBe(50);
    expect(readPageSize('200')).toBe(200);
    for (const bad of [null, '', '7', '1000', 'x', '-25', '25.5']) expect(readPageSize(bad)).toBe(25);
  });

  it('keeps the first row in view when the size changes', () => {
    expect(pageAfterResize(5, 25, 100)).toBe(2); // rows 101–125 → page 2 of 100 (101–200)
    expect(pageAfterResize(2, 100, 25)).toBe(5);
    expect(pageAfterResize(1, 25, 200)).toBe(1);
    expect(pageAfterResize(3, 50, 200)).toBe(1);
  });

  it('writes the size and moves the page; the default size leaves the URL', () => {
    const p = resizeParams(new URLSearchParams('string=heart&pageNumber=5'), 100, 'pageNumber');
    expect(p.toString()).toBe('string=heart&pageNumber=2&pageSize=100');
    const back = resizeParams(p, 25, 'pageNumber');
    expect(back.get('pageSize')).toBeNull();
    expect(back.get('pageNumber')).toBe('5');
    expect(resizeParams(new URLSearchParams('atomPage=2'), 200, 'atomPage').get('atomPage')).toBeNull();
  });
});
