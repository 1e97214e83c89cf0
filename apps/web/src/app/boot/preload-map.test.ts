import { describe, expect, it } from 'vitest';
import { appRoutes } from '../routes.js';
import routesSource from '../routes.ts?raw';
import { bootEntrancePath, landingPaths } from './landing-paths.js';
import { filesOf, packPreloads, preloadMap, routePages, type BuiltChunk } from './preload-map.js';

describe('routePages (the build reads page modules out of routes.ts)', () => {
  const pages = routePages(routesSource);

  it('finds every route of the table, each with its own page module', () => {
    expect([...pages.keys()].sort()).toEqual(appRoutes.map((r) => r.path).sort());
    expect(pages.get('/mine/persional')).toBe('../features/personal-centre/pages/personal.js');
    expect(pages.get('/rights/mycoupons')).toBe('../features/rights/pages/my-coupons.js');
  });

  it('knows the entrance and every landing screen', () => {
    for (const path of [bootEntrancePath, ...landingPaths]) expect(pages.has(path)).toBe(true);
  });
});

const chunk = (fileName: string, over: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  imports: [],
  facadeModuleId: null,
  isEntry: false,
  css: [],
  ...over,
});

describe('preloadMap', () => {
  const chunks = [
    chunk('index.js', { isEntry: true, imports: ['vendor.js'], css: ['index.css'] }),
    chunk('vendor.js'),
    chunk('home.js', {
      facadeModuleId: '/src/home.tsx',
      imports: ['vendor.js', 'list.js'],
      css: ['home.css'],
    }),
    chunk('list.js', { imports: ['gesture.js', 'home.js'], css: ['list.css'] }),
    chunk('gesture.js'),
  ];

  it("lists a screen's chunk, its static imports transitively and their CSS, minus what the entry loads", () => {
    expect(preloadMap(chunks, { '/home': '/src/home.tsx' })).toEqual({
      '/home': ['home.js', 'list.js', 'gesture.js', 'home.css', 'list.css'],
    });
  });

  it('fails the build when a module has no chunk of its own', () => {
    expect(() => preloadMap(chunks, { '/gone': '/src/gone.tsx' })).toThrow(/no chunk for \/gone/);
  });

  it('packs each file once and unpacks to the same lists', () => {
    const map = { a: ['x.js', 'y.js'], b: ['y.js', 'z.css'] };
    const packed = packPreloads(map);
    expect(packed.files).toEqual(['x.js', 'y.js', 'z.css']);
    expect(filesOf(packed, 'a')).toEqual(map.a);
    expect(filesOf(packed, 'b')).toEqual(map.b);
    expect(filesOf(packed, 'c')).toEqual([]);
  });
});
