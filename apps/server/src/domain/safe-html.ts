import sanitizeHtml from 'sanitize-html';

/**
 * The one rule for the HTML operators write (news and activity bodies), the same as the customer's
 * screen applies (apps/web/src/features/active/components/safe-html.tsx): text and a few formatting
 * tags, with no attributes at all. An allow-list on a real HTML parser (sanitize-html on htmlparser2,
 * which decodes entities before anything is judged), not a pattern list: `<svg/onload>`, an
 * entity-encoded `javascript:`, `<base>`, `<a href>` and every tag or attribute not named here are
 * gone (issue 21, finding 11; decision 041). A tag outside the list leaves its text; a script, style
 * or other non-text element leaves nothing.
 *
 * Applied when a body is saved (what is stored is already clean) and again when it is served, so a
 * row written before this rule, or by hand, reaches no one unclean.
 */
export const allowedHtmlTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'span'];

const options: sanitizeHtml.IOptions = {
  allowedTags: allowedHtmlTags,
  allowedAttributes: {},
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
};

export function safeHtml(html: string): string {
  return sanitizeHtml(html, options);
}
