import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { useAiAssessmentLink } from '../api/ai-assessment-link.js';
import { useAiAssessmentResult } from '../api/ai-assessment-result.js';
import { ModuleHero } from '../components/module-hero.js';
import { formatDate, formatMoney } from '../../../shared/format/format.js';
import { openExternal } from '../../../shared/browser/external.js';
import { session } from '../../../shared/session/session-store.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';
import '../i18n/register.js';
import '../components/rights.css';

const lastKeyStorage = 'rc.rights.aiKey';

/** An assessment key: the customer's pid and a random nonce (the server checks the pid part). */
function newKey(pid: string): string {
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return `${pid}:${nonce}`;
}

/** /rights/aiassess: start an AI damage assessment (the assessor's page takes the photos) and read its result. */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const pid = session.userVo()?.pid ?? '';
  const [key, setKey] = useState(() => localStorage.getItem(lastKeyStorage) ?? '');
  const link = useAiAssessmentLink();
  const result = useAiAssessmentResult(key.startsWith(`${pid}:`) ? key : '');

  const start = () => {
    const k = newKey(pid);
    link.mutate(k, {
      onSuccess: (d) => {
        localStorage.setItem(lastKeyStorage, k);
        setKey(k);
        openExternal(d.url);
      },
    });
  };

  return (
    <div className="rc-rights-page">
      <ModuleHero icon="service#ai" title={t('ai.hero')} hint={t('ai.heroHint')} />
      <section className="rc-rights-card">
        <div className="rc-rights-card__head">
          <h3 className="rc-rights-card__title">{t('ai.steps')}</h3>
        </div>
        <div className="rc-rights-steps">
          <div>
            <b>1</b>
            {t('ai.step1')}
          </div>
          <div>
            <b>2</b>
            {t('ai.step2')}
          </div>
          <div>
            <b>3</b>
            {t('ai.step3')}
          </div>
        </div>
      </section>
      <Button block color="primary" shape="rounded" size="large" loading={link.isPending} onClick={start}>
        {t('ai.start')}
      </Button>
      <section className="rc-rights-card" aria-live="polite">
        <div className="rc-rights-card__head">
          <h3 className="rc-rights-card__title">{t('ai.result')}</h3>
          {result.data?.assessedAt ? (
            <span className="rc-rights-card__extra">{formatDate(result.data.assessedAt)}</span>
          ) : null}
        </div>
        {result.data ? (
          <>
            {result.data.plateNumber ? (
              <p className="rc-rights-text">{t('ai.plate', { plate: result.data.plateNumber })}</p>
            ) : null}
            {result.data.items.map((i, n) => (
              <div key={n} className="rc-ai-item">
                <div>
                  {i.part} · {i.damage}
                  <br />
                  <span>
                    {t(`ai.level.${i.level}`)} · {i.repairMethod}
                  </span>
                </div>
                <strong>{formatMoney(i.estimate)}</strong>
              </div>
            ))}
            <div className="rc-ai-item">
              <strong>{t('ai.total')}</strong>
              <strong>{formatMoney(result.data.totalEstimate)}</strong>
            </div>
            <p className="rc-rights-text">{t('ai.disclaimer')}</p>
          </>
        ) : result.isError ? (
          <p className="rc-rights-text">{t('state.loadFailed')}</p>
        ) : (
          <p className="rc-rights-text">{t('ai.none')}</p>
        )}
      </section>
    </div>
  );
}
