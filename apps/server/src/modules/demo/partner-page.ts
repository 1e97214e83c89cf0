import type { Locale } from '@rc/contract';

/**
 * The demo's stand-ins for partners' own pages. Partner URLs are configuration
 * per deployment (catalogue jumpUrl, RC_CUSTOMER_SERVICE_URL, RC_AI_ASSESSOR_URL);
 * the demo seeds these paths so that every link a customer can tap lands on a
 * page that exists, says which partner it stands for and leads back.
 */
type Words = { title: string; lead: string };

export const demoPartners: Record<string, Record<Locale, Words>> = {
  'customer-service': {
    'zh-CN': {
      title: '在线客服',
      lead: '这里是保险公司在线人工客服的页面（演示）。正式环境中由部署配置的客服地址打开。',
    },
    'en-US': {
      title: 'Customer service',
      lead: 'This stands for the insurer’s online human customer service (demo). A real deployment opens its configured service address.',
    },
  },
  'ai-assess': {
    'zh-CN': {
      title: 'AI 智能定损',
      lead: '这里是定损合作方的拍照页面（演示）：在正式环境中，您在此拍摄车损照片，结果回到权益中心。',
    },
    'en-US': {
      title: 'AI damage assessment',
      lead: 'This stands for the assessor’s photo page (demo): in a real deployment you photograph the damage here and the result comes back to the rights centre.',
    },
  },
  parking: {
    'zh-CN': {
      title: '停车优惠',
      lead: '这里是停车合作方的页面（演示）：在合作停车场出示优惠即可减免停车费。',
    },
    'en-US': {
      title: 'Parking offer',
      lead: 'This stands for the parking partner’s page (demo): show the offer at a partner car park for money off.',
    },
  },
  'airport-parking': {
    'zh-CN': {
      title: '深圳机场泊车',
      lead: '这里是机场代客泊车合作方的页面（演示）：在此预约宝安机场代客泊车。',
    },
    'en-US': {
      title: 'Shenzhen airport parking',
      lead: 'This stands for the airport valet-parking partner’s page (demo): book valet parking at Bao’an airport here.',
    },
  },
  fuel: {
    'zh-CN': { title: '加油优惠', lead: '这里是加油合作方的页面（演示）：在合作加油站付款时享受每升立减。' },
    'en-US': {
      title: 'Fuel offer',
      lead: 'This stands for the fuel partner’s page (demo): money off per litre when you pay at a partner station.',
    },
  },
};

const common = {
  'zh-CN': { badge: '合作方页面 · 演示', back: '返回权益中心', params: '合作方收到的参数' },
  'en-US': {
    badge: 'Partner page · demo',
    back: 'Back to the rights centre',
    params: 'What the partner received',
  },
} as const;

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A small self-contained page. "Back" goes back in history (to the screen the
 * customer tapped on); opened on its own it goes to the rights home.
 */
export function partnerPage(name: string, locale: Locale, query: Record<string, string>): string | null {
  const partner = demoPartners[name]?.[locale];
  if (!partner) return null;
  const c = common[locale];
  const params = Object.entries(query)
    .map(([k, v]) => `<li><b>${esc(k)}</b> ${esc(v)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(partner.title)}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f4f6fa;color:#1d2129}
header{background:linear-gradient(135deg,#1f6fd6,#3a8ef0);color:#fff;padding:24px 16px 20px}
small{display:inline-block;font-size:12px;opacity:.9;border:1px solid rgba(255,255,255,.6);border-radius:10px;padding:2px 8px}
h1{margin:10px 0 0;font-size:22px}
main{padding:16px}p{margin:0 0 16px;line-height:1.6;font-size:15px;overflow-wrap:anywhere}
ul{list-style:none;margin:0 0 16px;padding:0;font-size:12px;color:#86909c;overflow-wrap:anywhere}h2{font-size:13px;color:#86909c;margin:0 0 6px;font-weight:400}
a.back{display:flex;align-items:center;justify-content:center;min-height:44px;border-radius:22px;background:#1f6fd6;color:#fff;text-decoration:none;font-size:16px}
</style></head><body>
<header><small>${c.badge}</small><h1 data-testid="partner-title">${esc(partner.title)}</h1></header>
<main><p>${esc(partner.lead)}</p>
${params ? `<h2>${c.params}</h2><ul data-testid="partner-params">${params}</ul>` : ''}
<a class="back" href="/mine/persional" data-testid="partner-back">${c.back}</a></main>
<script>
document.querySelector('a.back').addEventListener('click', function (e) {
  if (history.length > 1) { e.preventDefault(); history.back(); }
});
</script></body></html>`;
}
