import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TabButtons, useAddressTab } from './address-tabs.js';

afterEach(cleanup);

function Screen() {
  const [tab, pick] = useAddressTab(['quotes', 'messages']);
  return (
    <>
      <TabButtons
        tabs={[
          { key: 'quotes', label: 'Quotes', testId: 'tab-quotes' },
          { key: 'messages', label: 'Messages' },
        ]}
        current={tab}
        onPick={pick}
      />
      <p data-testid="shown">{tab}</p>
    </>
  );
}

function open(entry: string) {
  const router = createMemoryRouter([{ path: '/mine/MyInquire', element: <Screen /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('tabs kept in the address', () => {
  it('opens on the tab the address names; the first tab is the bare address', () => {
    const router = open('/mine/MyInquire?tab=messages');
    expect(screen.getByTestId('shown').textContent).toBe('messages');
    expect(screen.getByRole('tab', { name: 'Messages' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('tab-quotes').getAttribute('aria-selected')).toBe('false');
    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: 'Quotes' }));
    });
    expect(screen.getByTestId('shown').textContent).toBe('quotes');
    expect(router.state.location.search).toBe('');
    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: 'Messages' }));
    });
    expect(router.state.location.search).toBe('?tab=messages');
  });

  it('reads an unknown tab as the first', () => {
    open('/mine/MyInquire?tab=nonsense');
    expect(screen.getByTestId('shown').textContent).toBe('quotes');
  });
});
