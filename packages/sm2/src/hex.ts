const HEX = /^[0-9a-fA-F]*$/;

/** Non-empty, even-length hex: whole bytes, either case. */
export function isHexBytes(value: string): boolean {
  return value.length > 0 && value.length % 2 === 0 && HEX.test(value);
}
