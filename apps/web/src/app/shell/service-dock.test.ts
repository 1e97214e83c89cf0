import { describe, expect, it } from 'vitest';
import { dockTop } from './service-dock.js';

describe('the customer-service button docks where it covers no control (issue 19, point 8)', () => {
  const view = { top: 0, bottom: 667 };

  it('stays where it prefers when the edge is free there', () => {
    expect(dockTop([{ top: 0, bottom: 46 }], view, 250, 44)).toBe(250);
  });

  it('moves to the nearest free place beside a control', () => {
    // A button from 260 to 320: above it (212) is nearer than below (324).
    expect(dockTop([{ top: 260, bottom: 320 }], view, 250, 44)).toBe(212);
    expect(dockTop([{ top: 200, bottom: 280 }], view, 250, 44)).toBe(284);
  });

  it('never overlaps any control and keeps off the bars at the bottom', () => {
    const controls = [
      { top: 0, bottom: 46 },
      { top: 100, bottom: 180 },
      { top: 200, bottom: 400 },
      { top: 617, bottom: 667 },
    ];
    const top = dockTop(controls, view, 300, 44);
    expect(top).not.toBeNull();
    for (const c of controls) expect((top ?? 0) + 44 <= c.top || (top ?? 0) >= c.bottom).toBe(true);
  });

  it('has no place when the edge is full of controls', () => {
    expect(dockTop([{ top: 0, bottom: 667 }], view, 250, 44)).toBeNull();
  });
});
