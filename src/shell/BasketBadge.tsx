import { Badge, Box, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useBasketCount } from '../lib/basket/useBasketCount.ts';
import { BasketIcon } from '../ui/icons.tsx';

/**
 * The header's way to the basket, with how many codes it holds once the basket has loaded (just
 * after the first paint): until then the count's place is kept empty, so nothing moves.
 */
export function BasketBadge() {
  const n = useBasketCount();
  return (
    <Button
      component={Link}
      to="/basket"
      variant="default"
      size="sm"
      aria-label={n === null ? 'Basket' : `Basket: ${n} code${n === 1 ? '' : 's'}`}
      rightSection={
        <Badge
          size="sm"
          circle={(n ?? 0) < 100}
          data-testid="basket-count"
          style={n === null ? { visibility: 'hidden' } : undefined}
        >
          {n ?? 0}
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
