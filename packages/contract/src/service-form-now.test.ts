import { describe, expect, it } from 'vitest';
import { checkServiceForm, nowBookable, nowSlotValue } from './service-form-rules.js';
import { serviceTypeDescriptionSchema } from './entities/service-form.js';

/** Designated driving can be booked for now as well as later (issue 20 point 6). */
const slots = Array.from({ length: 14 }, (_, i) => ({
  from: `${String(10 + i).padStart(2, '0')}:00`,
  to: `${String(11 + i).padStart(2, '0')}:00`,
}));
const describeWith = (allowNow: boolean) =>
  serviceTypeDescriptionSchema.parse({
    code: 'designatedDriver',
    serviceType: '6',
    businessType: 'driver',
    family: 'driver',
    route: '/order/replaceDrive',
    title: { 'zh-CN': '预约代驾', 'en-US': 'Book a designated driver' },
    notice: { 'zh-CN': '须知', 'en-US': 'Notice' },
    couponTypes: ['6'],
    price: { baseFen: 0, couponCoversFen: 0 },
    fields: [
      {
        key: 'appointment',
        kind: 'timeSlot',
        required: true,
        label: { 'zh-CN': '出发时间', 'en-US': 'Departure time' },
        minDaysAhead: 0,
        maxDaysAhead: 7,
        slots,
        allowNow,
      },
    ],
  });

// 21:37 and 03:10 China time.
const evening = new Date('2026-11-26T13:37:12.000Z');
const night = new Date('2026-11-26T19:10:00.000Z');

describe('"now" on a time-slot field', () => {
  it('books for the moment it is checked while drivers work', () => {
    const d = describeWith(true);
    const field = d.fields[0];
    if (field?.kind !== 'timeSlot') throw new Error('no time field');
    expect(nowBookable(field, evening)).toBe(true);
    const r = checkServiceForm(d, { appointment: nowSlotValue }, evening);
    expect(r.issues).toEqual([]);
    expect(r.values.appointment).toBe(evening.toISOString());
  });

  it('is refused outside the hours, and on a field that does not offer it', () => {
    const d = describeWith(true);
    expect(checkServiceForm(d, { appointment: nowSlotValue }, night).issues).toEqual([
      { field: 'appointment', problem: 'invalid' },
    ]);
    const later = describeWith(false);
    expect(checkServiceForm(later, { appointment: nowSlotValue }, evening).issues).toEqual([
      { field: 'appointment', problem: 'invalid' },
    ]);
  });

  it('leaves a description without the flag as it was (later only)', () => {
    const d = describeWith(false);
    const field = d.fields[0];
    expect(field?.kind === 'timeSlot' && field.allowNow).toBe(false);
  });
});
