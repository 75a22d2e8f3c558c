import type { ButtonHTMLAttributes, Ref } from 'react';
import './plainRow.css';

const BASE_CLASSES = 'pr-button mantine-focus-auto mantine-active';

/**
 * A small button drawn as Mantine's default Button (compact-xs, compact-sm, or xs as `md`), but
 * plain HTML (plainRow.css): for controls a results page renders many of, or renders on its way
 * to the first row, where each Mantine Button's style props cost render time. With
 * `aria-pressed` true it takes Mantine's light variant. `ref` reaches the button (a menu's
 * target needs it).
 */
export function PlainButton({
  size = 'xs',
  children,
  className,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  size?: 'xs' | 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}) {
  // A menu's target passes a class name too (an empty one when it has none).
  const classes = className ? `${BASE_CLASSES} ${className}` : BASE_CLASSES;
  return (
    <button type="button" {...props} className={classes} data-size={size}>
      <span>{children}</span>
    </button>
  );
}
