import DOMPurify from 'dompurify';

/**
 * Definitions may carry HTML from their source: sanitised, never trusted. No script survives,
 * and no styling either: a `style` attribute (or a class the app's own sheets give meaning)
 * could lay a definition over the whole page, a fake dialog or login form with no script
 * at all. The markup a definition needs (italics, bold, lists, links) keeps its meaning
 * without them.
 */
export function sanitizeDefinition(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'img'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}
