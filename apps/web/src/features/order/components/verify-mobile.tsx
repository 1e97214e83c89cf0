import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useCaptcha, useCheckCode, useSendCode } from '../api/verification-code.js';
import { isMobile } from '@rc/contract';

/** Seconds until the resend is allowed, ticking each second. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Confirms a mobile number by SMS code: the picture captcha (tap for a new one),
 * the send button with its resend countdown, then the six digits. The server
 * limits sends (one a minute) and guesses (five per code) and says so.
 */
export function VerifyMobile({
  initialMobile = '',
  onVerified,
}: {
  initialMobile?: string;
  onVerified: (mobile: string) => void;
}) {
  const { t } = useTranslation('order');
  const [mobile, setMobile] = useState(initialMobile);
  const [captchaText, setCaptchaText] = useState('');
  const [code, setCode] = useState('');
  const [until, setUntil] = useState(0);
  const [sentTo, setSentTo] = useState('');
  const captcha = useCaptcha();
  const send = useSendCode();
  const check = useCheckCode();
  const seconds = useCountdown(until);
  const validMobile = isMobile(mobile);

  const onSend = () => {
    if (!captcha.data) return;
    send.mutate(
      { mobile, captchaId: captcha.data.captchaId, captchaText: captchaText.trim() },
      {
        onSuccess: (r) => {
          setSentTo(r.sentTo);
          setUntil(Date.now() + r.resendAfterSeconds * 1000);
          setCaptchaText('');
          void captcha.refetch();
        },
        onError: () => {
          setCaptchaText('');
          void captcha.refetch();
        },
      },
    );
  };

  return (
    <div className="rc-verify" data-testid="verify-mobile">
      <label className="rc-verify__row">
        <span>{t('code.mobile')}</span>
        <Input
          value={mobile}
          onChange={(v) => setMobile(v.replace(/\D/g, '').slice(0, 11))}
          type="tel"
          placeholder={t('code.mobileHint')}
          data-testid="verify-mobile-input"
        />
      </label>
      <div className="rc-verify__row">
        <span>{t('code.captcha')}</span>
        <Input
          value={captchaText}
          onChange={(v) => setCaptchaText(v.replace(/\D/g, '').slice(0, 8))}
          type="tel"
          placeholder={t('code.captchaHint')}
          data-testid="verify-captcha-input"
        />
        <button
          type="button"
          className="rc-verify__captcha"
          onClick={() => void captcha.refetch()}
          aria-label={t('code.newCaptcha')}
        >
          {captcha.data && !captcha.isFetching ? (
            <img src={captcha.data.imageDataUrl} alt={t('code.captcha')} />
          ) : (
            <DotLoading color="primary" />
          )}
        </button>
      </div>
      <div className="rc-verify__row">
        <span>{t('code.code')}</span>
        <Input
          value={code}
          onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
          type="tel"
          placeholder={t('code.codeHint')}
          autoComplete="one-time-code"
          data-testid="verify-code-input"
        />
        <button
          type="button"
          className="rc-verify__send"
          disabled={!validMobile || captchaText.length < 4 || seconds > 0 || send.isPending}
          onClick={onSend}
          data-testid="verify-send"
        >
          {seconds > 0 ? t('code.resendIn', { seconds }) : sentTo ? t('code.resend') : t('code.send')}
        </button>
      </div>
      <p className="rc-verify__note" role="status">
        {sentTo ? t('code.sentTo', { mobile: sentTo }) : t('code.lead')}
      </p>
      <Button
        block
        shape="rounded"
        color="primary"
        size="large"
        disabled={!validMobile || code.length !== 6}
        loading={check.isPending}
        data-testid="verify-confirm"
        onClick={() =>
          check.mutate(
            { mobile, code },
            {
              onSuccess: () => onVerified(mobile),
              onError: () => setCode(''),
            },
          )
        }
      >
        {t('code.confirm')}
      </Button>
    </div>
  );
}
