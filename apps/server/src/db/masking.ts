/** Masking of personal data when shown (architecture, Data). Never log the unmasked value. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

export function maskIdNumber(id: string): string {
  return id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : '****';
}

export function maskVin(vin: string): string {
  return vin.length > 6 ? `${vin.slice(0, 3)}${'*'.repeat(vin.length - 7)}${vin.slice(-4)}` : '****';
}
