import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../../shared/i18n/i18n.js';
import { givePickersARowHeight, phoneInAnotherZone } from '../../../testing/phone-zone.js';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import { TextField } from './fields.js';
import '../i18n/register.js';

/*
 * The console's date fields (issue 25 point 4): typed in the console's own format, or picked
 * from a picker in the console's language; either way the value is China's wall clock, even on
 * a computer set to another zone (Los Angeles here).
 */
phoneInAnotherZone();
beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
  givePickersARowHeight();
});
afterAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(cleanup);

describe('a console date field', () => {
  it('is no native date input, and its picker answers the day shown', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <TextField label="有效期至" name="validTo" type="date" value="2026-12-01" onChange={onChange} />,
    );
    expect(container.querySelector('input[type="date"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '选择日期' }));
    fireEvent.click(await screen.findByText('确定'));
    expect(onChange).toHaveBeenCalledWith('2026-12-01');
  });

  it('picks a date and time in China time, in the console language', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    const onChange = vi.fn();
    // As the app's providers give it in English (app/providers.tsx).
    render(
      <ConfigProvider locale={enUS}>
        <TextField
          label="Publish at"
          name="publishAt"
          type="datetime-local"
          value="2026-12-01T09:30"
          onChange={onChange}
        />
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pick a date and time' }));
    fireEvent.click(await screen.findByText('Confirm'));
    expect(onChange).toHaveBeenCalledWith('2026-12-01T09:30');
  });
});
