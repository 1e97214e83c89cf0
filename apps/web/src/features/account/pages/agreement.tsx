import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { registerAgreementTexts } from '../../../shared/i18n/agreement/register.js';
import { useGoBack } from '../../../shared/ui/use-go-back.js';
import '../components/account.css';
import { pathTo } from '../../../shared/routing/paths.js';

registerAgreementTexts();

const serviceSections = [
  'scope',
  'account',
  'rights',
  'transfer',
  'orders',
  'conduct',
  'liability',
  'changes',
] as const;
const privacySections = ['collect', 'use', 'share', 'protect', 'rightsOfYou', 'minors', 'contact'] as const;

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split('\n').map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </>
  );
}

/** The service agreement and privacy policy the real-name form asks the customer to accept. */
export function Page() {
  const { t } = useTranslation('agreement');
  const { t: tc } = useTranslation();
  const goBack = useGoBack(pathTo('/account/authentication'));
  return (
    <div className="rc-account">
      <article className="rc-terms">
        <p className="rc-terms__updated">{t('updated')}</p>
        <p className="rc-terms__intro">{t('intro')}</p>
        <h2>{t('service.title')}</h2>
        {serviceSections.map((s) => (
          <section key={s}>
            <h3>{t(`service.${s}.heading`)}</h3>
            <Paragraphs text={t(`service.${s}.body`)} />
          </section>
        ))}
        <h2>{t('privacy.title')}</h2>
        {privacySections.map((s) => (
          <section key={s}>
            <h3>{t(`privacy.${s}.heading`)}</h3>
            <Paragraphs text={t(`privacy.${s}.body`)} />
          </section>
        ))}
      </article>
      <div className="rc-bottom-bar">
        <Button block color="primary" shape="rounded" onClick={goBack}>
          {tc('agreement.back')}
        </Button>
      </div>
    </div>
  );
}
