import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../../shared/i18n/i18n.js';
import { jsonBody, mockFetch, ok, renderWithQuery } from '../../../testing/api-mock.js';
import { CsvImport } from './csv-import.js';
import '../i18n/register.js';

const { answer, callsTo } = mockFetch();

/** The check of a file of 30 valid rows and one refused: the server lists the first 20. */
const checked = {
  rows: 31,
  accepted: 30,
  granted: 0,
  rejected: [{ line: 32, field: 'customer', reason: '找不到该客户' }],
  preview: Array.from({ length: 20 }, (_, i) => ({
    line: i + 2,
    customer: '张* 138****1234',
    serviceType: '1',
    serviceName: '道路救援',
    quantity: 1,
    validFrom: '2026-11-27',
    validTo: '2027-12-31',
    plateNumber: null,
  })),
  batchId: null,
};

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('the grant CSV import', () => {
  it('shows the valid rows it would grant and the refused ones before anything is imported', async () => {
    answer({ '/ops/coupons/import': () => ok(checked) });
    renderWithQuery(<CsvImport />);
    const file = new File(['customer,serviceType,quantity,validFrom,validTo,plateNumber\n'], 'grants.csv', {
      type: 'text/csv',
    });
    // The file is read asynchronously (File.text()): let that settle inside act.
    await act(async () => {
      fireEvent.change(screen.getByTestId('csv-file'), { target: { files: [file] } });
      await file.text();
    });
    fireEvent.change(screen.getByTestId('field-csvReason'), { target: { value: '理赔补偿' } });
    fireEvent.click(screen.getByTestId('csv-check'));
    await screen.findByTestId('csv-preview');
    const body = jsonBody(callsTo('/ops/coupons/import').at(-1)?.[1]);
    expect(body.checkOnly).toBe(true);
    expect(screen.getAllByTestId('csv-valid')).toHaveLength(20);
    expect(screen.getAllByTestId('csv-valid')[0]?.textContent).toContain('张* 138****1234');
    expect(screen.getByTestId('csv-preview-more').textContent).toBe('仅列出前 20 行，共 30 行有效');
    expect(screen.getAllByTestId('csv-rejected')[0]?.textContent).toContain('找不到该客户');
    // Nothing was granted: the only calls were checks.
    expect(callsTo('/ops/coupons/import').every(([, init]) => jsonBody(init).checkOnly === true)).toBe(true);
  });
});
