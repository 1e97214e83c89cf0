/** A small line icon for the service: car wash, paint, card, other. Colours follow the theme. */
export function ServiceGlyph({ serviceType }: { serviceType: string }) {
  const kind = ['9', '31', '44'].includes(serviceType)
    ? 'wash'
    : ['11'].includes(serviceType)
      ? 'paint'
      : ['23'].includes(serviceType)
        ? 'card'
        : 'service';
  return (
    <span className={`rc-order-glyph rc-order-glyph--${kind}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8">
        {kind === 'wash' ? (
          <>
            <path d="M4 15l1.6-4.2A2 2 0 0 1 7.5 9.5h9a2 2 0 0 1 1.9 1.3L20 15v3a1 1 0 0 1-1 1h-1.5a1 1 0 0 1-1-1v-1h-9v1a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
            <path d="M8 3.5c0 1-1 1.5-1 2.5a1 1 0 0 0 2 0c0-1-1-1.5-1-2.5zM12 2.5c0 1-1 1.5-1 2.5a1 1 0 0 0 2 0c0-1-1-1.5-1-2.5zM16 3.5c0 1-1 1.5-1 2.5a1 1 0 0 0 2 0c0-1-1-1.5-1-2.5z" />
          </>
        ) : kind === 'paint' ? (
          <path d="M5 20l4-1 9.5-9.5a2.1 2.1 0 0 0-3-3L6 16zM14 8l3 3" />
        ) : kind === 'card' ? (
          <>
            <rect x="3" y="6" width="18" height="12" rx="2" />
            <path d="M3 10h18M7 15h4" />
          </>
        ) : (
          <>
            <circle cx="12" cy="12" r="8" />
            <path d="M8.5 12.5l2.2 2.2 4.8-5" />
          </>
        )}
      </svg>
    </span>
  );
}
