import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a content item may hold, whatever was sent: the rich-text editor's formatting, links to http, https and
 * mail addresses (opened in a new tab, no referrer), and images served by our own image API. Scripts, event
 * attributes, styles, frames and javascript: URLs are removed, so no script reaches a reader.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a', 'img'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    // images only from our image API (relative URLs): no tracking pixels in the weekly e-mail
    exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/api\/images\/binary\/\d+\/(img|thumb)\.png$/.test(frame.attribs.src ?? ''),
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  });
}
