import { render, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/api-mock.js';
import { yieldToMain } from '../browser/yield-to-main.js';
import type * as YieldToMain from '../browser/yield-to-main.js';
import { RightIcon } from './right-tiles.js';
import { iconsPerTask } from './theme-assets.js';

// Counts the tasks the icons' loading ends: the real yield, watched.
vi.mock('../browser/yield-to-main.js', async (original) => {
  const real = await original<typeof YieldToMain>();
  return { yieldToMain: vi.fn(real.yieldToMain) };
});

const { fetchMock } = mockFetch();
const sheet = '<svg xmlns="http://www.w3.org/2000/svg"><view id="a" viewBox="0 0 48 48"/></svg>';

it('defers the sheet once for all its icons, not once for each (decision 074)', async () => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(sheet, { headers: { 'content-type': 'image/svg+xml' } })),
  );
  const icons = 2 * iconsPerTask;
  const { container } = render(
    <>
      {Array.from({ length: icons }, (_, i) => (
        <RightIcon key={i} icon={`product#icon-${String(i)}`} />
      ))}
    </>,
  );
  await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(icons));
  // One task for the sheet's request, then one for each few icons shown.
  expect(vi.mocked(yieldToMain)).toHaveBeenCalledTimes(1 + icons / iconsPerTask);
  expect(
    fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.includes('sprite-product')),
  ).toHaveLength(1);
});
