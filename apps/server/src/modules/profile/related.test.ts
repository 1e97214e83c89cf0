import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { relatedPersons } from '../../db/schema/index.js';

let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await loginAs(t, 'headPage')).token;
  bob = (await loginAs(t, 'vip')).token;
});
afterAll(async () => {
  await t.close();
});

interface Person {
  personId: string;
  name: string;
  mobile: string;
  idNumber: string;
  relation: string;
  sex: string;
  age: number | null;
  photoUrl: string | null;
}

async function post<T = unknown>(token: string, path: string, payload: object, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({ method: 'POST', url: `/api/rcservice/${path}`, payload, token, locale });
  return res.json<Reply<T>>();
}
const list = (token: string, payload: object = {}) =>
  post<{ list: Person[]; limit: number }>(token, 'person/queryPersons', payload);

// A 1×1 PNG with a tEXt chunk ("Comment: GPS-SECRET") that must not be stored.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
function withText(bytes: Buffer): Buffer {
  const data = Buffer.from('Comment\0GPS-SECRET', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  return Buffer.concat([bytes.subarray(0, 33), chunk, bytes.subarray(33)]);
}
const photo = (bytes: Buffer, contentType = 'image/jpeg') => ({
  fileName: 'me.jpg',
  contentType,
  dataBase64: bytes.toString('base64'),
});

const newPerson = {
  name: '赵敏',
  mobile: '13566667777',
  idType: '1',
  idNumber: '110105196009222014',
  relation: 'parent',
};

describe('related people (person/queryPersons, uploadPerson, uploadPhoto, deletePhoto, deletePerson)', () => {
  it('lists the seeded people masked, never the numbers in full', async () => {
    const r = await list(alice);
    expect(r.status, r.statusText).toBe(0);
    expect(r.data.limit).toBe(10);
    expect(r.data.list.map((p) => p.name)).toEqual(['王芳', '张子轩']);
    const [wife] = r.data.list;
    expect(wife?.mobile).toBe('139****2222');
    expect(wife?.idNumber).toBe('1101**********2627');
    expect(wife?.sex).toBe('2');
    expect(JSON.stringify(r.data)).not.toContain('13911112222');
    expect(JSON.stringify(r.data)).not.toContain('110105198704152627');
  });

  it('adds a person sealed at rest, with the photo checked by content and stripped', async () => {
    const r = await post<Person>(alice, 'person/uploadPerson', {
      ...newPerson,
      photo: photo(withText(png)),
    });
    expect(r.status, r.statusText).toBe(0);
    expect(r.data.mobile).toBe('135****7777');
    expect(r.data.idNumber).toBe('1101**********2014');
    expect(r.data.sex).toBe('1');
    // Declared a JPEG, judged a PNG by its bytes.
    expect(r.data.photoUrl?.startsWith('data:image/png;base64,')).toBe(true);
    const stored = Buffer.from(r.data.photoUrl?.split(',')[1] ?? '', 'base64');
    expect(stored.includes(Buffer.from('GPS-SECRET'))).toBe(false);

    const [row] = await t.database.db
      .select()
      .from(relatedPersons)
      .where(eq(relatedPersons.id, r.data.personId));
    expect(row?.mobileSealed).not.toContain('13566667777');
    expect(row?.idNumberSealed).not.toContain('110105196009222014');
    expect(row?.photoSealed?.startsWith('v1.')).toBe(true);

    // The same person twice is refused and nothing is added.
    const again = await post(alice, 'person/uploadPerson', newPerson);
    expect(again.status).toBe(-2);
    expect((await list(alice)).data.list).toHaveLength(3);
  });

  it('refuses bad input with -5 naming the field, in the user language, and changes nothing', async () => {
    const before = (await list(alice)).data.list.length;
    const cases: [object, string, 'zh-CN' | 'en-US'][] = [
      [{ ...newPerson, idNumber: '110105196009222015' }, '证件号码', 'zh-CN'],
      [{ ...newPerson, idNumber: '11010519600922201X' }, 'ID number', 'en-US'],
      [{ ...newPerson, mobile: '2356666777' }, '手机号', 'zh-CN'],
      [{ ...newPerson, name: '' }, 'Name', 'en-US'],
      [{ ...newPerson, relation: 'boss' }, '关系', 'zh-CN'],
      [{ ...newPerson, idType: '99', idNumber: 'E12345678' }, 'ID type', 'en-US'],
      [
        {
          ...newPerson,
          idNumber: '110105196111222010',
          photo: photo(Buffer.from('GIF89a-not-an-accepted-image')),
        },
        '照片',
        'zh-CN',
      ],
    ];
    for (const [body, field, locale] of cases) {
      const r = await post(alice, 'person/uploadPerson', body, locale);
      expect(r.status, JSON.stringify(body)).toBe(-5);
      expect(r.statusText).toContain(field);
    }
    expect((await list(alice)).data.list).toHaveLength(before);
  });

  it("another customer's person answers -3 and stays as it was", async () => {
    const [wife] = (await list(alice)).data.list;
    if (!wife) throw new Error('no seeded person');
    for (const path of ['person/deletePhoto', 'person/deletePerson']) {
      const r = await post(bob, path, { personId: wife.personId });
      expect(r.status, path).toBe(-3);
    }
    const r = await post(bob, 'person/uploadPhoto', { personId: wife.personId, photo: photo(png) });
    expect(r.status).toBe(-3);
    expect((await list(bob)).data.list.map((p) => p.name)).toEqual(['李建国']);
    const after = (await list(alice)).data.list.find((p) => p.personId === wife.personId);
    expect(after?.photoUrl).toBeNull();
  });

  it('sets, removes the photo, then removes the person', async () => {
    const [, child] = (await list(alice)).data.list;
    if (!child) throw new Error('no seeded person');
    const set = await post<Person>(alice, 'person/uploadPhoto', {
      personId: child.personId,
      photo: photo(png),
    });
    expect(set.status, set.statusText).toBe(0);
    expect(set.data.photoUrl).not.toBeNull();
    const removed = await post<Person>(alice, 'person/deletePhoto', { personId: child.personId });
    expect(removed.data.photoUrl).toBeNull();
    const gone = await post(alice, 'person/deletePerson', { personId: child.personId });
    expect(gone.status).toBe(0);
    expect((await list(alice)).data.list.map((p) => p.personId)).not.toContain(child.personId);
    expect((await post(alice, 'person/deletePerson', { personId: child.personId })).status).toBe(-3);
  });

  it('a health service lists only people with a resident ID card', async () => {
    const passport = await post<Person>(alice, 'person/uploadPerson', {
      name: 'Anna Schmidt',
      mobile: '13588889999',
      idType: '2',
      idNumber: 'C01234567',
      relation: 'other',
    });
    expect(passport.status, passport.statusText).toBe(0);
    expect((await list(alice)).data.list.map((p) => p.name)).toContain('Anna Schmidt');
    expect((await list(alice, { serviceType: '23' })).data.list.map((p) => p.name)).not.toContain(
      'Anna Schmidt',
    );
  });
});
