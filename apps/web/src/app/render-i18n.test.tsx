// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { use } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@rc/contract';
import { Providers } from './providers.js';
import { setRequestScopeProvider, type RequestScope } from '../shared/ssr/request-scope.js';
import { enUS } from '../shared/i18n/en-US.js';
import { i18n, renderI18n } from '../shared/i18n/i18n.js';
import { currentLocale } from '../shared/i18n/language.js';
import { membershipName } from '../shared/i18n/membership.js';
import { zhCN } from '../shared/i18n/zh-CN.js';

/**
 * Decision 064: each server drawing has its own i18n instance (src/entry-server.tsx), so two
 * drawings in different languages run side by side, each in its own language, whatever order
 * their parts finish in: the messages a component reads, the locale the API client and the
 * formatters read (currentLocale), and a module's own `t` (membershipName).
 */
const scopes = new AsyncLocalStorage<RequestScope>();

afterEach(() => setRequestScopeProvider(() => undefined));

/** A part of the screen that waits for its data, then says what language it is drawn in. */
function Probe({ data }: { data: Promise<void> }) {
  use(data);
  const { t } = useTranslation();
  return <p>{`${t('tabs.home')}|${currentLocale()}|${membershipName('金卡')}`}</p>;
}

async function draw(language: Locale, data: Promise<void>): Promise<string> {
  const scope: RequestScope = {
    storage: new Map(),
    early: new Map(),
    queryClient: new QueryClient(),
    i18n: await renderI18n(language),
  };
  return scopes.run(scope, async () => {
    const { prelude } = await prerenderToNodeStream(
      <Providers>
        <Probe data={data} />
      </Providers>,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  });
}

describe('a server drawing in its own language (decision 064)', () => {
  it('two drawings at once, in Chinese and in English, each get their own language', async () => {
    setRequestScopeProvider(() => scopes.getStore());
    let chineseData!: () => void;
    let englishData!: () => void;
    const chinese = draw('zh-CN', new Promise<void>((resolve) => (chineseData = resolve)));
    const english = draw('en-US', new Promise<void>((resolve) => (englishData = resolve)));
    // Both have started and wait for their data; the English one, started last, finishes first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    englishData();
    await new Promise((resolve) => setTimeout(resolve, 20));
    chineseData();
    const [zh, en] = await Promise.all([chinese, english]);
    expect(zh).toContain(`${zhCN.tabs.home}|zh-CN|${zhCN.membership.gold}`);
    expect(en).toContain(`${enUS.tabs.home}|en-US|${enUS.membership.gold}`);
    // The app's own instance (the browser's) is left as it was.
    expect(i18n.language).toBe('zh-CN');
    expect(currentLocale()).toBe('zh-CN');
  });
});
