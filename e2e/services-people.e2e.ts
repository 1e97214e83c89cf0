import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser.js';
import { pageApi, phoneSuite, shots } from './support/phone.js';
import { fillForm, usesLeft } from './services-form.js';

// A 1×1 PNG, as a phone would hand over a picked photo.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(!browserAvailable)(
  'related people, inquiries, gold service and health card at 375×667',
  () => {
    const suite = phoneSuite();
    const { enterAs } = suite;
    const api = pageApi;

    it('adds a related person with a photo, shows it masked, and deletes it', async () => {
      const page = await enterAs('headPage');
      await page.goto(`${suite.server.origin}/order/relatedPersonnel`);
      const cards = page.getByTestId('person-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(2);
      await expect.poll(() => cards.first().getByTestId('person-mobile').textContent()).toBe('139****2222');
      await page.screenshot({ path: `${shots}related-people-zh-CN.png`, fullPage: true });

      await page.getByTestId('person-add').click();
      await page.getByPlaceholder('与证件一致').fill('赵敏');
      await page.getByPlaceholder('11 位手机号').fill('13566667777');
      await page.getByPlaceholder('请输入证件号码').fill('110105196009222014');
      await page.getByText('父母', { exact: true }).click();
      await page.getByTestId('person-form-photo').setInputFiles({
        name: 'mum.png',
        mimeType: 'image/png',
        buffer: png,
      });
      await page.getByText('mum.png').waitFor();
      await page.screenshot({ path: `${shots}related-people-form-zh-CN.png` });
      await page.getByRole('button', { name: '保存' }).click();

      const added = cards.filter({ hasText: '赵敏' });
      await added.waitFor();
      await expect.poll(() => added.getByTestId('person-mobile').textContent()).toBe('135****7777');
      expect(await added.getByTestId('person-id').textContent()).toContain('1101**********2014');
      await added.getByTestId('person-photo').waitFor();
      const html = await page.content();
      expect(html).not.toContain('13566667777');
      expect(html).not.toContain('110105196009222014');

      // The floating service button and the bottom bar float over the page: tap the card where it shows.
      await added.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await added.getByTestId('person-delete').click();
      await page.getByRole('button', { name: '确认删除' }).click();
      await added.waitFor({ state: 'detached' });
      const left = await api<{ list: { name: string }[] }>(page, 'POST', 'person/queryPersons', {});
      expect(left.data.list.map((p) => p.name)).toEqual(['王芳', '张子轩']);
    });

    it('asks for a quote and cancels it', async () => {
      const page = await enterAs('headPage');
      await page.goto(`${suite.server.origin}/mine/MyInquire`);
      await page.getByTestId('inquiry-card').first().waitFor();
      await page.getByTestId('inquiry-ask').click();
      await page.getByText('轮胎服务', { exact: true }).click();
      await page.getByPlaceholder('例如：左前门一道 20 厘米划痕（选填）').fill('右后轮慢撒气');
      await page.screenshot({ path: `${shots}inquiry-form-zh-CN.png` });
      await page.getByRole('button', { name: '提交询价' }).click();

      const mine = page.getByTestId('inquiry-card').filter({ hasText: '右后轮慢撒气' });
      await mine.getByText('报价中').waitFor();
      await page.getByRole('button', { name: '提交询价' }).waitFor({ state: 'detached' });
      await page.screenshot({ path: `${shots}inquiries-zh-CN.png`, fullPage: true });
      await mine.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await mine.getByTestId('inquiry-cancel').click();
      await page.getByRole('button', { name: '取消询价' }).click();
      await mine.getByText('已取消').waitFor();
      const list = await api<{ list: { note: string; state: string }[] }>(page, 'GET', 'order/R00010301');
      expect(list.data.list.find((i) => i.note === '右后轮慢撒气')?.state).toBe('cancelled');
    });

    it('follows a gold-service order: worker masked, trail and history', async () => {
      const page = await enterAs('vip');
      await page.goto(`${suite.server.origin}/order/GoldenOrder`);
      const cards = page.getByTestId('golden-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(3);
      await page.screenshot({ path: `${shots}golden-orders-zh-CN.png`, fullPage: true });

      await cards.filter({ hasText: '服务中' }).getByRole('button', { name: '查看进度' }).click();
      const sheet = page.getByTestId('golden-track');
      await expect
        .poll(() => sheet.getByTestId('golden-worker').textContent())
        .toContain('陈师傅 136****2222');
      await sheet.getByTestId('golden-trail-map').waitFor();
      await sheet.getByTestId('order-timeline').waitFor();
      expect(await page.content()).not.toContain('13600002222');
      await page.screenshot({ path: `${shots}golden-track-zh-CN.png` });
      await sheet.getByText('专员已出发取车').waitFor();

      // Filtering by the battery coupon leaves its one order.
      await page.goto(`${suite.server.origin}/order/GoldenOrder`);
      await page.getByRole('button', { name: /电瓶检测/ }).click();
      await expect.poll(() => cards.count()).toBe(1);
    });

    it('shows the health insurance payment card masked and opens its card order', async () => {
      const page = await enterAs('headPage');
      await page.goto(`${suite.server.origin}/order/healthInsurancePaymentCard`);
      const card = page.getByTestId('health-card');
      await card.waitFor();
      expect(await card.getByTestId('health-card-no').textContent()).toBe('6230 **** **** 5678');
      expect(await page.content()).not.toContain('6230580000012345678');
      await page.screenshot({ path: `${shots}health-card-zh-CN.png`, fullPage: true });
      await card.click();
      await page.waitForURL((u) => u.pathname === '/order/cardOrder');
      await page.getByText('健康服务卡（年卡）').first().waitFor();
    });

    it('shows an online consultation and cancels it before a doctor takes it', async () => {
      const page = await enterAs('vip');
      const going = await api<{ orderOnGoing: { id: string }[] }>(
        page,
        'GET',
        'order/R00010014?businessType=consultation',
      );
      const [consultation] = going.data.orderOnGoing;
      if (!consultation) throw new Error('no seeded consultation');
      await page.goto(`${suite.server.origin}/order/onlineConsultationDetail/${consultation.id}`);
      const detail = page.getByTestId('consultation-detail');
      await detail.getByText('李建国').waitFor();
      await detail.getByText('137****1111').waitFor();
      expect(await page.getByTestId('consultation-symptoms').textContent()).toContain('膝盖酸痛');
      expect(await page.content()).not.toContain('13700001111');
      await page.screenshot({ path: `${shots}consultation-detail-zh-CN.png`, fullPage: true });
      const en = await enterAs('vip', 'en');
      await en.goto(`${suite.server.origin}/order/onlineConsultationDetail/${consultation.id}`);
      await en.getByTestId('consultation-symptoms').waitFor();
      await en.screenshot({ path: `${shots}consultation-detail-en-US.png`, fullPage: true });

      await page.getByRole('button', { name: '取消问诊' }).click();
      await page.locator('.rc-cancel-sheet__reason').first().click();
      await page.getByTestId('confirm-cancel').click();
      await detail.getByText('已取消').first().waitFor();
      const after = await api<{ status: string }>(page, 'GET', `order/R00010015/${consultation.id}`);
      expect(after.data.status).toBe('cancelled');
    });

    it('books an online consultation with its coupon, follows it in the orders and cancels it', async () => {
      const page = await enterAs('headPage');
      const before = await usesLeft(page, 'onlineConsultation');
      await page.goto(`${suite.server.origin}/order/onlineConsultation`);
      await fillForm(page, 'onlineConsultation');
      await page
        .locator('[data-field="symptoms"]')
        .getByRole('textbox')
        .fill('咳嗽三天，夜里加重，已自行服用止咳糖浆两天');
      await page.locator('[data-field="department"]').getByText('儿科', { exact: true }).click();
      await page.getByTestId('service-submit').click();

      // The booking opens its own detail: the symptoms and the department as described.
      await page.waitForURL(/\/order\/onlineConsultationDetail\//, { timeout: 15_000 });
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';
      const detail = page.getByTestId('consultation-detail');
      await expect
        .poll(() => page.getByTestId('consultation-symptoms').textContent())
        .toBe('咳嗽三天，夜里加重，已自行服用止咳糖浆两天');
      await detail.getByText('儿科').waitFor();
      expect(await usesLeft(page, 'onlineConsultation')).toBe(before - 1);

      // It is among the ongoing orders, and opens from there.
      await page.goto(`${suite.server.origin}/order/list`);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${id}"]`);
      await card.waitFor();
      await card.evaluate((e) => e.scrollIntoView({ block: 'center' }));
      await card.locator('.rc-order-card__main').click();
      await page.waitForURL((u) => u.pathname === `/order/checkDetail/${id}`);
      await page.getByTestId('order-detail').waitFor();

      await page.goto(`${suite.server.origin}/order/onlineConsultationDetail/${id}`);
      await page.getByRole('button', { name: '取消问诊' }).click();
      await page.locator('.rc-cancel-sheet__reason').first().click();
      await page.getByTestId('confirm-cancel').click();
      await detail.getByText('已取消').first().waitFor();
      const after = await api<{ status: string }>(page, 'GET', `order/R00010015/${id}`);
      expect(after.data.status).toBe('cancelled');
      expect(await usesLeft(page, 'onlineConsultation')).toBe(before);
    });

    it('screenshots in English', async () => {
      const page = await enterAs('headPage', 'en');
      await page.goto(`${suite.server.origin}/order/relatedPersonnel`);
      await page.getByTestId('person-card').first().waitFor();
      await page.screenshot({ path: `${shots}related-people-en-US.png`, fullPage: true });
      await page.getByTestId('person-add').click();
      await page.getByPlaceholder('As on the ID').waitFor();
      await page.screenshot({ path: `${shots}related-people-form-en-US.png` });

      await page.goto(`${suite.server.origin}/mine/MyInquire`);
      await page.getByTestId('inquiry-card').first().waitFor();
      await page.screenshot({ path: `${shots}inquiries-en-US.png`, fullPage: true });
      await page.getByTestId('inquiry-ask').click();
      await page.getByRole('button', { name: 'Send' }).waitFor();
      await page.screenshot({ path: `${shots}inquiry-form-en-US.png` });

      await page.goto(`${suite.server.origin}/order/healthInsurancePaymentCard`);
      await page.getByTestId('health-card').waitFor();
      await page.screenshot({ path: `${shots}health-card-en-US.png`, fullPage: true });

      const vip = await enterAs('vip', 'en');
      await vip.goto(`${suite.server.origin}/order/GoldenOrder`);
      await vip.getByTestId('golden-card').first().waitFor();
      await vip.screenshot({ path: `${shots}golden-orders-en-US.png`, fullPage: true });
      await vip
        .getByTestId('golden-card')
        .filter({ hasText: 'In service' })
        .getByRole('button', { name: 'Track' })
        .click();
      await vip.getByTestId('golden-worker').waitFor();
      await vip.locator('.rc-golden-trail').waitFor();
      await vip.screenshot({ path: `${shots}golden-track-en-US.png` });
    });
  },
);
