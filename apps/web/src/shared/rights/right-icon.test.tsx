import { Profiler } from 'react';
import { render, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { mockFetch } from '../../testing/api-mock.js';
import { RightIcon } from './right-tiles.js';
import { iconsPerTask } from './theme-assets.js';

const { fetchMock } = mockFetch();
const sheet = '<svg xmlns="http://www.w3.org/2000/svg"><view id="a" viewBox="0 0 48 48"/></svg>';

it('swaps a screen of placeholders for icons a few at a time, one commit for each few (decision 073)', async () => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(sheet, { headers: { 'content-type': 'image/svg+xml' } })),
  );
  const icons = 3 * iconsPerTask - 3;
  // The icons on the page after each commit of theirs.
  const shownAfterCommit: number[] = [];
  const { container } = render(
    <Profiler
      id="icons"
      onRender={(_id, phase) => {
        if (phase !== 'mount') shownAfterCommit.push(container.querySelectorAll('img').length);
      }}
    >
      {Array.from({ length: icons }, (_, i) => (
        <RightIcon key={i} icon={`service#icon-${String(i)}`} />
      ))}
    </Profiler>,
  );
  expect(container.querySelectorAll('.rc-right-icon--pending')).toHaveLength(icons);
  await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(icons));
  expect(container.querySelectorAll('.rc-right-icon--pending')).toHaveLength(0);
  // All at once, the swap was one commit of every icon: the longest task of a drawn landing's boot.
  expect(shownAfterCommit).toEqual([iconsPerTask, 2 * iconsPerTask, icons]);
});

it('asks for the sheet in a task after the one the icons are shown in (decision 074)', async () => {
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(sheet, { headers: { 'content-type': 'image/svg+xml' } })),
  );
  const asked = () =>
    fetchMock.mock.calls.filter(([url]) => typeof url === 'string' && url.includes('sprite-car'));
  const { container } = render(<RightIcon icon="car#icon-later" />);
  // render() ran the icon's effects: a request started there would be part of the screen's task.
  expect(asked()).toHaveLength(0);
  await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(1));
  expect(asked()).toHaveLength(1);
});
