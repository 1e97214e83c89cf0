import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addRelatedPerson,
  deletePersonPhoto,
  deleteRelatedPerson,
  relatedPersons as relatedPersonsList,
  uploadPersonPhoto,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { inventIdNumber, testKit, uniqueMobile, type CustomerSession } from '../../testing/factories.js';
import { relatedPersons } from '../../db/schema/index.js';

let t: TestApp;
const { call, callRaw, ok, aCustomer } = testKit(() => t);
let alice: CustomerSession;
let bob: CustomerSession;

/** Alice's wife and child, and Bob's father, added through the call the page makes. */
const wifeId = inventIdNumber('19870415', '2');
const wife = {
  name: '王芳',
  mobile: uniqueMobile(),
  idType: '1',
  idNumber: wifeId,
  relation: 'spouse' as const,
};
const child = {
  name: '张子轩',
  mobile: uniqueMobile(),
  idType: '1',
  idNumber: inventIdNumber('20150601', '1'),
  relation: 'child' as const,
};
const father = {
  name: '李建国',
  mobile: uniqueMobile(),
  idType: '1',
  idNumber: inventIdNumber('19580302', '1'),
  relation: 'parent' as const,
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await aCustomer();
  bob = await aCustomer();
  await ok(addRelatedPerson, { as: alice, body: wife });
  await ok(addRelatedPerson, { as: alice, body: child });
  await ok(addRelatedPerson, { as: bob, body: father });
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Adds, photographs or removes through the page's calls, with input good or bad (untyped on purpose). */
const person = {
  'person/uploadPerson': addRelatedPerson,
  'person/uploadPhoto': uploadPersonPhoto,
  'person/deletePhoto': deletePersonPhoto,
  'person/deletePerson': deleteRelatedPerson,
};
async function post(
  as: CustomerSession,
  path: keyof typeof person,
  body: object,
  locale?: 'zh-CN' | 'en-US',
) {
  const r = await callRaw(person[path], { body }, { as, ...(locale ? { locale } : {}) });
  return { ...r, data: r.data as Person };
}
interface Person {
  personId: string;
  name: string;
  mobile: string;
  idNumber: string;
  sex: string;
  photoUrl: string | null;
}
const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(7)}`;
const maskedId = (n: string) => `${n.slice(0, 4)}**********${n.slice(-4)}`;
const list = (as: CustomerSession, body: { serviceType?: string } = {}) =>
  call(relatedPersonsList, { as, body });

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
  it('lists the people added masked, never the numbers in full', async () => {
    const r = await list(alice);
    expect(r.status, r.statusText).toBe(0);
    expect(r.data.limit).toBe(10);
    expect(r.data.list.map((p) => p.name)).toEqual(['王芳', '张子轩']);
    const [first] = r.data.list;
    expect(first?.mobile).toBe(masked(wife.mobile));
    expect(first?.idNumber).toBe(maskedId(wife.idNumber));
    expect(first?.sex).toBe('2');
    expect(JSON.stringify(r.data)).not.toContain(wife.mobile);
    expect(JSON.stringify(r.data)).not.toContain(wife.idNumber);
  });

  it('adds a person sealed at rest, with the photo checked by content and stripped', async () => {
    const r = await post(alice, 'person/uploadPerson', {
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
    const [theirs] = (await list(alice)).data.list;
    if (!theirs) throw new Error('no person of alice');
    for (const path of ['person/deletePhoto', 'person/deletePerson'] as const) {
      const r = await post(bob, path, { personId: theirs.personId });
      expect(r.status, path).toBe(-3);
    }
    const r = await post(bob, 'person/uploadPhoto', { personId: theirs.personId, photo: photo(png) });
    expect(r.status).toBe(-3);
    expect((await list(bob)).data.list.map((p) => p.name)).toEqual(['李建国']);
    const after = (await list(alice)).data.list.find((p) => p.personId === theirs.personId);
    expect(after?.photoUrl).toBeNull();
  });

  it('sets, removes the photo, then removes the person', async () => {
    const [, son] = (await list(alice)).data.list;
    if (!son) throw new Error('no child of alice');
    const set = await post(alice, 'person/uploadPhoto', {
      personId: son.personId,
      photo: photo(png),
    });
    expect(set.status, set.statusText).toBe(0);
    expect(set.data.photoUrl).not.toBeNull();
    const removed = await post(alice, 'person/deletePhoto', { personId: son.personId });
    expect(removed.data.photoUrl).toBeNull();
    const gone = await post(alice, 'person/deletePerson', { personId: son.personId });
    expect(gone.status).toBe(0);
    expect((await list(alice)).data.list.map((p) => p.personId)).not.toContain(son.personId);
    expect((await post(alice, 'person/deletePerson', { personId: son.personId })).status).toBe(-3);
  });

  it('a health service lists only people with a resident ID card', async () => {
    const passport = await post(alice, 'person/uploadPerson', {
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
