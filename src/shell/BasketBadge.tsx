import { Badge, Box, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useBasket } from '../lib/basket/useBasket.ts';
import { BasketIcon } from '../ui/icons.tsx';

/** The header's way to the basket, with how many codes it holds. */
export function BasketBadge() {
  const n = useBasket().entries.length;
  return (
    <Button
      component={Link}
      to="/basket"
      variant="default"
      size="sm"
      aria-label={`Basket: ${n} code${n === 1 ? '' : 's'}`}
      rightSection={
        <Badge size="sm" circle={n < 100} data-testid="basket-count">
          {n}
        </Badge>
      }
      style={{ flexShrink: 0 }}
    >
      {/* Phones: an icon beside the count keeps the header on one line (the name is in aria-label). */}
      <Box component="span" visibleFrom="xs">
        Basket
      </Box>
      <Box component="span" hiddenFrom="xs" style={{ display: 'inline-flex' }} data-testid="basket-icon">
        <BasketIcon />
      </Box>
    </Button>
  );
}
