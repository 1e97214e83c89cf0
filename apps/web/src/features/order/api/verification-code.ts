import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { captchaImage, checkVerificationCode, sendVerificationCode } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * order/R00010051: a picture captcha to solve before a code is sent (a new one
 * on each refetch). It lives two minutes and is spent by one send, so the form
 * asks for a new one after each send and shortly before it expires.
 */
export const captchaQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(captchaImage),
    queryFn: () => callEndpoint(captchaImage, {}),
    staleTime: 90_000,
    refetchInterval: 110_000,
    gcTime: 0,
  });
export const useCaptcha = () => useQuery(captchaQuery());

/** order/R00010041: the SMS code to the number, once the captcha is solved. */
export function useSendCode() {
  return useMutation({
    mutationFn: (body: { mobile: string; captchaId: string; captchaText: string }) =>
      callEndpoint(sendVerificationCode, { body }),
  });
}

/** The proof a checked code gives, kept per number for the order form that asked for it. */
export const mobileProofKey = (mobile: string) => queryKeyOf(checkVerificationCode, mobile);
export interface MobileProof {
  mobileProof: string;
  expiresAt: string;
}

/** order/verifyCode: the code typed back; the proof is cached under the number. */
export function useCheckCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { mobile: string; code: string }) => callEndpoint(checkVerificationCode, { body }),
    onSuccess: (r, body) => {
      client.setQueryData<MobileProof>(mobileProofKey(body.mobile), {
        mobileProof: r.mobileProof,
        expiresAt: r.expiresAt,
      });
    },
  });
}

/** A live proof for the number, if the customer verified it in this visit. */
export function useMobileProof(mobile: string): MobileProof | null {
  const { data } = useQuery({
    queryKey: mobileProofKey(mobile),
    queryFn: () => Promise.resolve<MobileProof | null>(null),
    enabled: false,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  return data && Date.parse(data.expiresAt) > Date.now() ? data : null;
}
