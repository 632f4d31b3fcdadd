import { theme } from './theme';

/** Stroke paths on a 24 × 24 grid, drawn for this kit. */
const paths = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5',
  box: 'M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5zM3.5 7.5 12 12l8.5-4.5M12 12v9',
  invoice: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  share:
    'M8 12a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM21 6a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM21 18a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM7.8 11l8.4-4M7.8 13l8.4 4',
  play: 'M4 5h16v12H4zM10 8.5v5l4-2.5zM8 20h8',
  clock: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM12 7v5l3 2',
  user: 'M16 8a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM4.5 20.5c.8-3.6 3.9-5.5 7.5-5.5s6.7 1.9 7.5 5.5',
  mail: 'M3 6h18v12H3zM3.5 6.5 12 13l8.5-6.5',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  shield: 'M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6zM9 12l2 2 4-4',
  pin: 'M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11zM14.5 10a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z',
  card: 'M3 6h18v12H3zM3 10h18M6.5 15h4',
  help: 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01',
  chat: 'M4 5h16v11H9l-5 4z',
  logout: 'M14 4H5v16h9M10 12h10M17 9l3 3-3 3',
  search: 'M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0zM15.5 15.5 20 20',
  basket: 'M3 5h2.5l2 10.5h10.5L20 8H6.5M10 20h.01M17 20h.01',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  phone:
    'M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z',
  tag: 'M3.5 12.5V4h8.5l8.5 8.5-8 8zM8.5 8.5h.01',
} as const;

export type IconName = keyof typeof paths;

/** A decorative line icon; the text beside it carries the meaning. */
export function Icon({ name, size = theme.size.icon }: { name: IconName; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      css={{ flexShrink: 0 }}
    >
      <path d={paths[name]} />
    </svg>
  );
}
