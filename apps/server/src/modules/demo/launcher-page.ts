import { chinaClock, chinaDay, type Locale } from '@rc/contract';
import type { Persona } from '../../seed/personas.js';
import { demoRescuerLogin } from '../../seed/rescue.js';
import { demoOperatorLogins } from '../../seed/operators.js';

const words = {
  'zh-CN': {
    title: '演示入口 · 权益服务中心',
    lead: '每个按钮都像合作方一样，用一次性签名凭证把该用户交接进来（30 分钟内有效，只能使用一次）。',
    lands: '预期到达',
    realName: '实名认证请填写',
    rescuer: '救援师傅使用独立登录',
    lang: 'English',
    langHref: '?lang=en',
    outbox: '短信发件箱（最近 20 条）',
    outboxEmpty: '暂无短信',
    console: '运营后台',
    consoleLead: '保险公司员工在独立的后台登录，每项操作都记入审计日志。',
    roles: { operator: '运营', dispatcher: '调度员', admin: '管理员' },
    next: '选择登录的用户，登录后回到刚才的页面（如好友的礼物）',
  },
  'en-US': {
    title: 'Demo launcher · Rights and services centre',
    lead: 'Each button hands the persona over the way a partner would: a signed, single-use token valid for 30 minutes.',
    lands: 'Lands on',
    realName: 'For real-name authentication enter',
    rescuer: 'Rescuers log in separately',
    lang: '中文',
    langHref: '?lang=zh',
    outbox: 'SMS outbox (last 20)',
    outboxEmpty: 'No messages yet',
    console: 'Operations console',
    consoleLead:
      'The insurer’s staff sign in to a separate console; every action is written to the audit log.',
    roles: { operator: 'Operator', dispatcher: 'Dispatcher', admin: 'Admin' },
    next: 'Choose who logs in; after the login they return to the page they came from (a friend’s gift, say)',
  },
} as const;

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A small self-contained page: no external assets, works on a phone. */
export interface OutboxLine {
  mobile: string;
  body: string;
  at: Date;
}

/**
 * `next`: the app page that sent a signed-out visitor here to log in (a gift
 * link, issue 19); each persona is then handed over to it (isBackUrl), the way
 * a partner's login returns the customer.
 */
export function launcherPage(
  personas: Persona[],
  locale: Locale,
  sms: OutboxLine[] = [],
  next: string | null = null,
): string {
  const w = words[locale];
  const outbox = sms.length
    ? sms
        .map(
          (m) =>
            `<li class="sms"><b>${esc(m.mobile)}</b> <time>${esc(`${chinaDay(m.at)} ${chinaClock(m.at)}`)}</time><p>${esc(m.body)}</p></li>`,
        )
        .join('\n')
    : `<li class="sms">${w.outboxEmpty}</li>`;
  const cards = personas
    .map((p) => {
      const hint =
        p.customer.isVerify === 'N' && p.customer.idNumber
          ? `<small>${w.realName}: ${esc(p.customer.custName)} / ${esc(p.customer.idNumber)}</small>`
          : p.kind === 'rescuer'
            ? `<small>${w.rescuer}: ${esc(demoRescuerLogin.account)} / ${esc(demoRescuerLogin.password)}</small>`
            : '';
      return `<li><button type="button" data-persona="${esc(p.key)}" data-testid="persona-${esc(p.key)}">
  <strong>${esc(p.title[locale])}</strong><span>${esc(p.customer.custName)} · ${esc(p.channel)}</span>
  <em>${w.lands} ${esc(p.expectedPath)}</em>${hint}</button></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${w.title}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f4f6fa;color:#1d2129}
header{background:linear-gradient(135deg,#e4393c,#f06a35);color:#fff;padding:24px 16px 20px}
h1{margin:0 0 8px;font-size:20px}header p{margin:0;font-size:13px;opacity:.9;line-height:1.5}
header a{color:#fff;float:right;font-size:13px}
ul{list-style:none;margin:0;padding:12px}li{margin:0 0 10px}
button{display:block;width:100%;min-height:64px;text-align:left;background:#fff;border:0;border-radius:12px;padding:12px 14px;box-shadow:0 1px 3px rgba(0,0,0,.06);font:inherit;cursor:pointer}
button:active{background:#fff3f0}
a.console{display:block;min-height:64px;background:#fff;border-radius:12px;padding:12px 14px;box-shadow:0 1px 3px rgba(0,0,0,.06);color:inherit;text-decoration:none}strong{display:block;font-size:16px}
h2{font-size:15px;margin:8px 16px 0}.sms{background:#fff;border-radius:12px;padding:10px 14px;font-size:13px}.sms p{margin:4px 0 0;word-break:break-all}.sms time{color:#86909c;font-size:12px}
span,em,small{display:block;font-size:12px;color:#86909c;font-style:normal;margin-top:4px}em{color:#e4393c}
</style></head><body${next ? ` data-next="${esc(next)}"` : ''}>
<header><a href="${w.langHref}">${w.lang}</a><h1>${w.title}</h1><p>${w.lead}</p>${next ? `<p data-testid="launcher-next">${w.next}</p>` : ''}</header>
<ul>${cards}</ul>
<h2>${w.console}</h2>
<ul data-testid="console-logins"><li><a class="console" href="/console/login"><strong>${w.console}</strong><span>${w.consoleLead}</span>${demoOperatorLogins
    .map((o) => `<small>${w.roles[o.role]}: ${esc(o.account)} / ${esc(o.password)}</small>`)
    .join('')}</a></li></ul>
<h2>${w.outbox}</h2>
<ul data-testid="sms-outbox">${outbox}</ul>
<script>
document.querySelectorAll('button[data-persona]').forEach(function (b) {
  b.addEventListener('click', function () {
    b.disabled = true;
    fetch('/demo/handoff', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ persona: b.getAttribute('data-persona'), next: document.body.getAttribute('data-next') || undefined }) })
      .then(function (r) { return r.json(); })
      .then(function (j) { if (j.url) { location.href = j.url; } else { alert(j.statusText); b.disabled = false; } })
      .catch(function () { b.disabled = false; });
  });
});
</script></body></html>`;
}
