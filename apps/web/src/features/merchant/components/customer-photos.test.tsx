// The app's global antd-mobile styles (main.tsx imports them): the image viewer's px tester needs them.
import 'antd-mobile/es/global';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CustomerOrderPhoto } from '@rc/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { CustomerPhotos } from './customer-photos.js';
import '../i18n/register.js';

const pixel = (n: number) => `data:image/png;base64,iVBORw0KGgo${n}`;
const photos: CustomerOrderPhoto[] = [
  { imageId: 'a', url: pixel(1), shot: 'damage' },
  { imageId: 'b', url: pixel(2), shot: 'odometer' },
  { imageId: 'c', url: pixel(3), shot: null },
];

beforeEach(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});
afterEach(cleanup);

describe("the customer's photos on the merchant's order view", () => {
  it('labels each thumbnail by what it shows, in Chinese and English', async () => {
    render(<CustomerPhotos photos={photos} withheld={0} />);
    const thumbs = screen.getAllByTestId('customer-photo');
    expect(thumbs.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
      '损伤部位',
      '里程表',
      '订单照片',
    ]);
    expect(thumbs.map((f) => f.querySelector('img')?.getAttribute('src'))).toEqual(photos.map((p) => p.url));
    expect(screen.queryByText(/顾客未同意/)).toBeNull();
    cleanup();
    await act(() => i18n.changeLanguage('en-US'));
    render(<CustomerPhotos photos={photos} withheld={0} />);
    expect(screen.getAllByTestId('customer-photo').map((f) => f.textContent)).toEqual([
      'Damage',
      'Odometer',
      'Order photo',
    ]);
    expect(screen.getByText("Customer's photos")).toBeTruthy();
  });

  it('tapping a thumbnail opens that photo large with its kind', async () => {
    render(<CustomerPhotos photos={photos} withheld={0} />);
    fireEvent.click(screen.getByRole('button', { name: '查看大图：第 2 张，里程表' }));
    const viewer = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.adm-image-viewer-content');
      if (!el) throw new Error('viewer not open');
      return el;
    });
    expect([...viewer.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(
      photos.map((p) => p.url),
    );
    const footer = document.querySelector<HTMLElement>('.adm-image-viewer-footer');
    if (!footer) throw new Error('no footer');
    expect(within(footer).getByText('里程表')).toBeTruthy();
  });

  it('says how many plate or VIN photos the customer keeps back, and shows nothing when there are none', () => {
    render(<CustomerPhotos photos={[]} withheld={2} />);
    expect(screen.getByText(/另有 2 张车牌或车架号照片/)).toBeTruthy();
    expect(screen.queryAllByTestId('customer-photo')).toHaveLength(0);
    cleanup();
    const { container } = render(<CustomerPhotos photos={[]} withheld={0} />);
    expect(container.innerHTML).toBe('');
  });
});
