import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { confirmDialog, showToast, unmountOverlays } from './overlays.js';

describe('imperative overlays', () => {
  it('draws a toast and a dialog in roots of their own, which unmountOverlays takes down at once', async () => {
    showToast('已保存');
    let answer: boolean | undefined;
    void confirmDialog({
      title: '确认',
      content: '确定发送吗？',
      confirmText: '发送',
      cancelText: '取消',
    }).then((ok) => (answer = ok));
    expect(await screen.findByText('已保存')).toBeTruthy();
    expect(await screen.findByText('确定发送吗？')).toBeTruthy();

    act(() => unmountOverlays());
    expect(screen.queryByText('已保存')).toBeNull();
    expect(screen.queryByText('确定发送吗？')).toBeNull();
    expect(answer).toBeUndefined();

    // A later toast still shows: the helper leaves no unmounted root behind to render into.
    showToast('再次保存');
    await waitFor(() => expect(screen.getByText('再次保存')).toBeTruthy());
  });
});
