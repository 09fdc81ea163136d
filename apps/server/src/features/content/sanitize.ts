import sanitizeHtml from 'sanitize-html';
import { CONTENT_IMAGE_PATH } from '@plotwise/contracts';

/**
 * The HTML a content item may hold, whatever was sent: the rich-text editor's formatting, links to http, https and
 * mail addresses (opened in a new tab, no referrer), and images of content items with their alt text. Scripts, event
 * attributes, styles, frames and javascript: URLs are removed, so no script reaches a reader.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a', 'img'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    // images only from the content items' own image path (relative; the weekly e-mail makes it absolute): no tracking
    // pixels, and no company image, whose path needs a session of its company; without alt text a reader who
    // cannot see the image (or a plain-text mail) learns nothing, so such an image is dropped
    exclusiveFilter: (frame) => frame.tag === 'img' && (!CONTENT_IMAGE_PATH.test(frame.attribs.src ?? '') || !(frame.attribs.alt ?? '').trim()),
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
  });
}
