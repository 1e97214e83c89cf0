import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageSwitch } from '../ui/language-switch.js';
import { languageCookie, languageOfCookie } from './language-cookie.js';

afterEach(() => {
  document.cookie = `${languageCookie}=; Path=/; Max-Age=0`;
  window.localStorage.clear();
});

describe('the language choice reaches the server that draws a hand-off (decision 062)', () => {
  it('a choice made on the language switch is also a cookie, which the server entry reads back', async () => {
    render(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(languageOfCookie(document.cookie)).toBe('en-US');
    await expect.poll(() => window.localStorage.getItem('rc.lang')).toBe('en-US');
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(languageOfCookie(document.cookie)).toBe('zh-CN');
  });

  it('reads only its own cookie', () => {
    expect(languageOfCookie('other=en-US; rc.lang=zh-CN; x=1')).toBe('zh-CN');
    expect(languageOfCookie('xrc.lang=en-US')).toBeNull();
    expect(languageOfCookie('')).toBeNull();
  });
});
