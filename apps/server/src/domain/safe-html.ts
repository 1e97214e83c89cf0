import sanitizeHtml from 'sanitize-html';
import { contentImagePath } from '@rc/contract';

/**
 * The one rule for the HTML operators write (news and activity bodies), the same as the customer's
 * screen applies (apps/web/src/features/articles/components/safe-html.tsx): text and a few formatting
 * tags, with no attributes at all. An allow-list on a real HTML parser (sanitize-html on htmlparser2,
 * which decodes entities before anything is judged), not a pattern list: `<svg/onload>`, an
 * entity-encoded `javascript:`, `<base>`, `<a href>` and every tag or attribute not named here are
 * gone (issue 21, finding 11; decision 041). A tag outside the list leaves its text; a script, style
 * or other non-text element leaves nothing.
 *
 * Applied when a body is saved (what is stored is already clean) and again when it is served, so a
 * row written before this rule, or by hand, reaches no one unclean.
 *
 * One exception to "no attributes" (decision 053): `<img>` with `src` (and `alt`), kept only when the
 * src is exactly the address of a picture uploaded through the console (`/api/rc/news/image/<uuid>`,
 * served by this server, re-encoded when uploaded). Any other src (another host, a data: or
 * javascript: URL, a path elsewhere on this site, one that climbs with `..`) drops the whole image.
 */
export const allowedHtmlTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'span',
  'img',
];

/** The one `<img src>` kept: a console-uploaded picture of this server. */
export const ownImageSrc = new RegExp(
  `^${contentImagePath.replace(/[/.]/g, '\\$&')}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
);

const options: sanitizeHtml.IOptions = {
  allowedTags: allowedHtmlTags,
  allowedAttributes: { img: ['src', 'alt'] },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'plaintext',
  ],
  parseStyleAttributes: false,
  // An image whose src is not one of ours (or has none left) is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownImageSrc.test(frame.attribs.src ?? ''),
};

export function safeHtml(html: string): string {
  return sanitizeHtml(html, options);
}
