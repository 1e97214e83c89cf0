import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { CustomerServiceButton } from './customer-service-button.js';

describe('the customer-service button (spec 2)', () => {
  it('is placed after the commit that shows it, not inside it: one commit, hidden until placed (issue 23)', async () => {
    // A state set inside React's commit is a synchronous update: React then runs every passive
    // effect of the screen and renders again in the same task, the hydration's longest task.
    const commits: string[] = [];
    act(() => {
      render(
        <Profiler id="service" onRender={(_id, phase) => commits.push(phase)}>
          <CustomerServiceButton />
        </Profiler>,
      );
    });
    expect(commits).toEqual(['mount']);
    const button = screen.getByRole('button', { hidden: true });
    expect(button.style.visibility).toBe('hidden');

    // Placed on the next frame, where it covers no control.
    await waitFor(() => expect(button.style.visibility).toBe(''));
    expect(button.style.top).not.toBe('');
  });
});
