export { Sm2Error, isSm2Error, type Sm2ErrorKind } from './errors.js';
export {
  generateKeyPair,
  isValidPrivateKey,
  isValidPublicKey,
  publicKeyFromPrivateKey,
  type Sm2KeyPair,
} from './keys.js';
export { decrypt, encrypt } from './cipher.js';
export {
  DEFAULT_MAX_AGE_MS,
  DEFAULT_MAX_FUTURE_SKEW_MS,
  ENCRYPTED_PREFIX,
  openMessage,
  sealMessage,
  type OpenOptions,
  type OpenedMessage,
  type SealOptions,
} from './envelope.js';
export { PRIVATE_KEY_FIRST_PART_LENGTH, joinPrivateKey, splitPrivateKey } from './split-key.js';
export { sign, verify } from './signature.js';
