/**
 * A small pictogram for a coupon's service type, drawn inline so it follows the
 * theme's colours: a car wash, a car service, a home service, health, or a
 * ticket for anything else. Service types are those of the rights catalogue.
 */
const washTypes = new Set(['9', '31', '44']);
const homeTypes = new Set(['21', '22']);
const healthTypes = new Set(['23', '24']);
const carTypes = new Set(['1', '6', '11', '12', '13', '14', '15', '16', '17', '18', '32', '33', '51']);

export function CouponIcon({ serviceType }: { serviceType: string }) {
  let d: string;
  if (washTypes.has(serviceType)) {
    d =
      'M12 2.5s-6 6.6-6 10.9a6 6 0 0 0 12 0C18 9.1 12 2.5 12 2.5Zm-2.6 12.2a1 1 0 0 1 1.3.6 1.6 1.6 0 0 0 1.5 1 1 1 0 1 1 0 2 3.6 3.6 0 0 1-3.4-2.3 1 1 0 0 1 .6-1.3Z';
  } else if (homeTypes.has(serviceType)) {
    d = 'M12 3 2.5 11h2.5v9h5.5v-5.5h3V20H19v-9h2.5L12 3Z';
  } else if (healthTypes.has(serviceType)) {
    d =
      'M12 20.5s-8-4.9-8-10.6A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 8 2.6c0 5.7-8 10.6-8 10.6Zm-1-12v2.5H8.5v2H11v2.5h2V13h2.5v-2H13V8.5h-2Z';
  } else if (carTypes.has(serviceType)) {
    d =
      'M5.6 6.4A2 2 0 0 1 7.5 5h9a2 2 0 0 1 1.9 1.4L20 11a2 2 0 0 1 1 1.7V17a1 1 0 0 1-1 1h-1a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H4a1 1 0 0 1-1-1v-4.3A2 2 0 0 1 4 11l1.6-4.6ZM7.5 7 6.3 10.5h11.4L16.5 7h-9ZM6.5 14.5a1 1 0 1 0 0-.1Zm11 0a1 1 0 1 0 0-.1Z';
  } else {
    d =
      'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5V9a2.5 2.5 0 0 0 0 5v2.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 16.5V14a2.5 2.5 0 0 0 0-5V6.5Zm6 2v2h6v-2H9Zm0 4v2h4v-2H9Z';
  }
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path fill="currentColor" fillRule="evenodd" d={d} />
    </svg>
  );
}
