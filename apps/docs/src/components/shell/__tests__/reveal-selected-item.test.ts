import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revealScrollTop } from '../reveal-selected-item';

const VIEWPORT = 800;

describe('revealScrollTop', () => {
  it('leaves an item that is in view where it is', () => {
    expect(revealScrollTop({ itemTop: 900, itemBottom: 940, scrollTop: 600, viewportHeight: VIEWPORT })).toBe(
      undefined,
    );
  });

  it('goes back to the top, logo included, for an item on the first screen', () => {
    expect(
      revealScrollTop({ itemTop: 250, itemBottom: 290, scrollTop: 1200, viewportHeight: VIEWPORT }),
    ).toBe(0);
  });

  it('centres an item further down', () => {
    expect(revealScrollTop({ itemTop: 1500, itemBottom: 1540, scrollTop: 0, viewportHeight: VIEWPORT })).toBe(
      1120,
    );
  });

  it('always ends with the item in view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 20, max: 120 }),
        fc.integer({ min: 0, max: 5000 }),
        (itemTop, height, scrollTop) => {
          const geometry = { itemTop, itemBottom: itemTop + height, scrollTop, viewportHeight: VIEWPORT };
          const next = revealScrollTop(geometry) ?? scrollTop;
          expect(itemTop).toBeGreaterThanOrEqual(next);
          expect(itemTop + height).toBeLessThanOrEqual(next + VIEWPORT);
        },
      ),
    );
  });
});
