import DOMPurify from 'dompurify';

/** Definitions may carry HTML from their source: sanitised, never trusted. */
export function sanitizeDefinition(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'img'] });
}
