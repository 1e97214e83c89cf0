/**
 * Renders the service agreement (the web app's agreement texts, both languages)
 * to static/terms.pdf with Debian's Chromium, the file `common/R00010006?url=static/terms.pdf`
 * serves. Run after changing the texts: `node --import tsx apps/web/scripts/render-terms.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { agreementZhCN } from '../src/shared/i18n/agreement/zh-CN.js';
import { agreementEnUS } from '../src/shared/i18n/agreement/en-US.js';

type Tree = { [k: string]: string | Tree };

function esc(s: string): string {
  return s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Headings and paragraphs in the order the texts declare them. */
function render(tree: Tree): string {
  return Object.entries(tree)
    .map(([key, value]) => {
      if (typeof value !== 'string') return render(value);
      if (key === 'title') return `<h2>${esc(value)}</h2>`;
      if (key === 'heading') return `<h3>${esc(value)}</h3>`;
      return value
        .split('\n')
        .map((p) => `<p>${esc(p)}</p>`)
        .join('');
    })
    .join('\n');
}

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
body{font-family:"Noto Sans CJK SC","Noto Sans",sans-serif;font-size:11pt;line-height:1.6;color:#1d2129;margin:0}
h1{font-size:18pt;margin:0 0 12pt}h2{font-size:14pt;margin:18pt 0 6pt}h3{font-size:12pt;margin:12pt 0 4pt}
p{margin:0 0 6pt;text-align:justify}.en{page-break-before:always}
</style></head><body>
<h1>车主权益服务中心 服务协议及隐私政策</h1>${render(agreementZhCN)}
<div class="en"><h1>Rights and Services Centre: Service Agreement and Privacy Policy</h1>${render(agreementEnUS)}</div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage();
await page.setContent(html);
const pdf = await page.pdf({
  format: 'A4',
  margin: { top: '18mm', bottom: '18mm', left: '16mm', right: '16mm' },
});
await browser.close();
const target = fileURLToPath(new URL('../../server/static/terms.pdf', import.meta.url));
writeFileSync(target, pdf);
process.stdout.write(`wrote ${target} (${pdf.length} bytes)\n`);
