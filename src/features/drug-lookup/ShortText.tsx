import { shorten } from '../../lib/inputText.ts';

/**
 * A user's text cut to its first characters and "…" when long, with the whole text in the
 * title (hover) so nothing is lost; short text is shown as it is.
 */
export function ShortText({ text, max }: { text: string; max?: number }) {
  const short = shorten(text, max);
  return short === text ? <>{text}</> : <span title={text}>{short}</span>;
}
