import type { ButtonHTMLAttributes } from 'react';
import './plainRow.css';

/**
 * A small button drawn as Mantine's default Button (compact-xs, or compact-sm), but plain HTML
 * (plainRow.css): for controls a results page renders many of, or renders on its way to the
 * first row, where each Mantine Button's style props cost render time (issue 16). With
 * `aria-pressed` true it takes Mantine's light variant.
 */
export function PlainButton({
  size = 'xs',
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & { size?: 'xs' | 'sm' }) {
  return (
    <button type="button" className="pr-button mantine-focus-auto mantine-active" data-size={size} {...props}>
      <span>{children}</span>
    </button>
  );
}
