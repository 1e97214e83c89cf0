import { useMemo } from 'react';

const allowedTags = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'UL', 'OL', 'LI', 'H2', 'H3', 'SPAN']);

/**
 * The operator's HTML, already sanitised by the server, is sanitised again here
 * (defence in depth): only text and a few formatting tags survive, with no attributes.
 */
function clean(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const walk = (node: Element) => {
    for (const child of [...node.children]) {
      if (!allowedTags.has(child.tagName)) {
        child.replaceWith(doc.createTextNode(child.textContent));
        continue;
      }
      for (const attr of [...child.attributes]) child.removeAttribute(attr.name);
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
  // Cleaned above to text and formatting tags only.
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
