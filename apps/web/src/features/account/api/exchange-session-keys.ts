import { exchangeSessionKeys as exchangeSessionKeysEndpoint } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** gettoken/R00040032: the login's one-time publicSecret for the session's SM2 keys. */
export function exchangeSessionKeys(publicSecret: string) {
  return callEndpoint(exchangeSessionKeysEndpoint, { body: { publicSecret } });
}
