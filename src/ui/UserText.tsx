import { userTextParts } from '../lib/userText.ts';
import './userText.css';

/**
 * Text a user typed, pasted or imported, shown back: isolated from the text around it (<bdi>,
 * `unicode-bidi: isolate`) and with its invisible controls shown as their code points
 * (lib/userText), so a right-to-left override cannot reorder what the page says. Use it for
 * every echo of user input: search strings, basket and batch names, imported names.
 */
export function UserText({ text, className }: { text: string; className?: string }) {
  const parts = userTextParts(text);
  return (
    <bdi className={className ? `user-text ${className}` : 'user-text'} data-user-text="">
      {parts.map((p, i) =>
        'text' in p ? (
          p.text
        ) : (
          <abbr key={i} className="user-text-control" title={`${p.code} ${p.name}`}>
            {p.code}
          </abbr>
        ),
      )}
    </bdi>
  );
}
