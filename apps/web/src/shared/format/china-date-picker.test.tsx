import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n.js';
import { givePickersARowHeight, phoneInAnotherZone } from '../../testing/phone-zone.js';
import { ChinaDatePicker, chinaWallClock, fromChinaWallClock } from './china-date-picker.js';

/* The phone is in Los Angeles; the picker still shows and answers China's wall clock. */
phoneInAnotherZone();
beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
  givePickersARowHeight();
});
afterAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(cleanup);

const justAfterMidnight = new Date('2026-11-26T16:30:00Z'); // 2026-11-27 00:30 in China

describe('the China-time date picker', () => {
  it("gives the picker China's wall clock and reads its answer back as the same instant", () => {
    const wall = chinaWallClock(justAfterMidnight);
    expect([
      wall.getFullYear(),
      wall.getMonth() + 1,
      wall.getDate(),
      wall.getHours(),
      wall.getMinutes(),
    ]).toEqual([2026, 11, 27, 0, 30]);
    expect(fromChinaWallClock(wall).toISOString()).toBe(justAfterMidnight.toISOString());
  });

  it('is a button in the app format, not a native input, and confirming answers the instant', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <ChinaDatePicker
        precision="minute"
        value={justAfterMidnight}
        label="预约时间"
        placeholder="请选择"
        onChange={onChange}
      />,
    );
    expect(container.querySelector('input')).toBeNull();
    const button = screen.getByRole('button', { name: '预约时间' });
    expect(button.textContent).toBe('2026-11-27 00:30');
    fireEvent.click(button);
    fireEvent.click(await screen.findByText('确定'));
    expect(onChange).toHaveBeenCalledWith(justAfterMidnight);
  });

  it('speaks English when the app does', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    render(
      <ChinaDatePicker
        precision="day"
        value={null}
        label="Date"
        placeholder="Choose a date"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Date' }).textContent).toBe('Choose a date');
  });
});
