/** The kinds of help a truck brings (the server's fault types, in the order the form shows them). */
export const faultCodes = ['tow', 'jumpStart', 'tyre', 'fuel', 'water', 'winch'] as const;
export type FaultCode = (typeof faultCodes)[number];

export function isFaultCode(code: string): code is FaultCode {
  return (faultCodes as readonly string[]).includes(code);
}
