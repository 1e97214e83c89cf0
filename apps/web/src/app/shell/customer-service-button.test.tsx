import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { CustomerServiceButton } from './customer-service-button.js';

describe('the customer-service button (spec 2)', () => {
  it('is placed after the commit that shows it, not inside it: one commit, hidden until placed (issue 23)', async () => {
    // A state set inside React's commit is a synchronous update: React then runs every passive
    // effect of the screen and renders again in the same task, the hydration's longest task.
    const commits: string[] = [];
    let container: HTMLElement | undefined;
    act(() => {
      ({ container } = render(
        <Profiler id="service" onRender={(_id, phase) => commits.push(phase)}>
          <CustomerServiceButton />
        </Profiler>,
      ));
    });
    expect(commits).toEqual(['mount']);
    // This render's own button: other files' screens may still be in the shared page.
    const button = container?.querySelector('button');
    if (!button) throw new Error('no button drawn');
    expect(button.style.visibility).toBe('hidden');

    // Placed on the next frame, where it covers no control.
    await waitFor(() => expect(button.style.visibility).toBe(''));
    expect(button.style.top).not.toBe('');
  });
});
