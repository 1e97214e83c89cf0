/** Small line icons of the /mine menus, drawn in the theme's colour. */
const paths = {
  info: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9a6 6 0 0 1 12 0m2-9a3 3 0 1 0 0-6m1.5 15H21a5 5 0 0 0-4-4.9',
  shield: 'M12 3 5 6v5c0 4.4 3 8.2 7 9.5 4-1.3 7-5.1 7-9.5V6l-7-3Zm-3 9 2 2 4-4',
  feedback: 'M4 5h16v11H9l-5 4V5Zm4 5h8M8 8h5',
  inquire:
    'M12 21a9 9 0 1 0-8-4.9L3 21l4.9-1A9 9 0 0 0 12 21Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6M12 16.5v.1',
  service:
    'M4 13v-1a8 8 0 0 1 16 0v1m-16 0v3a2 2 0 0 0 2 2h1v-6H6a2 2 0 0 0-2 2Zm16 0v3a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2Zm-3 5c0 1.5-2 2.5-5 2.5',
  orders: 'M7 4h10a1 1 0 0 1 1 1v15l-3-2-3 2-3-2-3 2V5a1 1 0 0 1 1-1Zm2 5h6m-6 4h4',
  golden: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8-4.3-4.1 5.9-.9L12 3Z',
  card: 'M3 6h18v12H3V6Zm0 4h18M7 15h4',
  branch: 'M4 20V9l8-5 8 5v11M4 20h16M9 20v-6h6v6M8 10h.1m7.9 0h.1',
  car: 'M5 16h14M6 16v2m12-2v2M4 16v-4l2-5h12l2 5v4M7.5 13h.1m8.9 0h.1',
} as const;

export type MenuIconName = keyof typeof paths;

export function MenuIcon({ name }: { name: MenuIconName }) {
  return (
    <span className="rc-mine__icon" aria-hidden="true">
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={paths[name]} />
      </svg>
    </span>
  );
}
