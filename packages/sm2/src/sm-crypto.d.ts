// The classic sm-crypto (CommonJS, no types) is a devDependency used only by
// the interoperability tests; this declares the part they call.
declare module 'sm-crypto' {
  interface ClassicSm2 {
    generateKeyPairHex(): { publicKey: string; privateKey: string };
    /** Output omits C1's leading 04. cipherMode 1 = C1C3C2. */
    doEncrypt(msg: string, publicKey: string, cipherMode?: 0 | 1): string;
    /** Expects C1 without its 04; returns '' when the C3 check fails. */
    doDecrypt(encryptData: string, privateKey: string, cipherMode?: 0 | 1): string;
  }
  const smCrypto: { sm2: ClassicSm2 };
  export default smCrypto;
}
