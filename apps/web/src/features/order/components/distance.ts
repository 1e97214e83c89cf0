/** The unit and value of a distance: metres under 1 km, else km with one decimal. */
export function distanceParts(meters: number): { unit: 'm' | 'km'; value: string } {
  return meters < 1000
    ? { unit: 'm', value: String(Math.round(meters)) }
    : { unit: 'km', value: (meters / 1000).toFixed(1) };
}
