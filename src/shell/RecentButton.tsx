import { Button, type ButtonProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

type Props = ButtonProps & ComponentPropsWithoutRef<'button'> & { count: number };

/** The header's "Recent" button; Menu.Target passes its ref and handlers through. */
export const RecentButton = forwardRef<HTMLButtonElement, Props>(function RecentButton(
  { count, ...rest },
  ref,
) {
  // Phones: no room in the header for it; the home page lists the same pages.
  return (
    <Button
      ref={ref}
      visibleFrom="sm"
      variant="default"
      size="sm"
      style={{ flexShrink: 0 }}
      aria-label={`Recently viewed (${count})`}
      {...rest}
    >
      Recent
    </Button>
  );
});
