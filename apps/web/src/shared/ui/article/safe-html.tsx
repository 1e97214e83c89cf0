import { useMemo } from 'react';

const allowedTags = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'UL',
  'OL',
  'LI',
  'H2',
  'H3',
  'SPAN',
  'IMG',
]);

/** The one picture kept: uploaded through the console, on this server (the server's rule, decision 053). */
const ownImageSrc = /^\/api\/rc\/news\/image\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The operator's HTML, already sanitised by the server, is sanitised again here
 * (defence in depth): only text and a few formatting tags survive, with no
 * attributes, but for an `<img>` whose src is a console-uploaded picture of this
 * server (its `src` and `alt` only); any other image goes.
 */
function clean(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const walk = (node: Element) => {
    for (const child of [...node.children]) {
      if (!allowedTags.has(child.tagName)) {
        child.replaceWith(doc.createTextNode(child.textContent));
        continue;
      }
      const src = child.tagName === 'IMG' ? (child.getAttribute('src') ?? '') : '';
      const alt = child.tagName === 'IMG' ? (child.getAttribute('alt') ?? '') : '';
      if (child.tagName === 'IMG' && !ownImageSrc.test(src)) {
        child.remove();
        continue;
      }
      for (const attr of [...child.attributes]) child.removeAttribute(attr.name);
      if (child.tagName === 'IMG') {
        child.setAttribute('src', src);
        child.setAttribute('alt', alt);
        child.setAttribute('loading', 'lazy');
      }
      walk(child);
    }
  };
  const root = doc.body.firstElementChild;
  if (!root) return '';
  walk(root);
  return root.innerHTML;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => clean(html), [html]);
  // Cleaned above to text, formatting tags and this server's own pictures only.
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
