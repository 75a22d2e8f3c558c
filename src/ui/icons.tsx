/** The few icons the app needs, inline so no icon font or package is loaded. */
const base = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const CopyIcon = () => (
  <svg {...base} aria-hidden="true">
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

/** A screen: presentation mode. */
export const PresentIcon = () => (
  <svg {...base} aria-hidden="true">
    <rect x="2" y="4" width="20" height="13" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </svg>
);

/** Four corners: full screen. */
export const FullScreenIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5" />
  </svg>
);

/** A basket (the header's way to it). */
export const BasketIcon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M5 9h14l-1.5 11h-11z" />
    <path d="M9 9l3-6 3 6" />
  </svg>
);
