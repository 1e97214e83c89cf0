import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { PrivacyAuthorization } from '@rc/contract';
import { session } from '../../../shared/session/session-store.js';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { StatusView } from '../../../shared/ui/status-view.js';
import { ShieldIcon } from '../../../shared/ui/icons.js';
import { fetchConsentReceipt, useConsentHistory, usePrivacy, useSetConsent } from '../api/privacy.js';
import { downloadJson } from '../components/download-json.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/mine.css';

/**
 * /mine/privacyAuthorizationList (restrictAccess): the consents in force, per
 * purpose, each withdrawn in two taps (Withdraw, then confirm); those not
 * granted; the history; and the signed receipt to download. Every purpose is
 * optional: nothing here blocks a service. Without a session the screen says
 * how to get one rather than showing anything.
 */
export function Page() {
  const { t } = useTranslation('mine');
  const signedIn = useSyncExternalStore(
    (l) => session.subscribe(l),
    () => Boolean(session.token()),
    () => false,
  );
  const list = usePrivacy(signedIn);
  const history = useConsentHistory(signedIn);
  const setConsent = useSetConsent();
  const [downloading, setDownloading] = useState(false);

  if (!signedIn) {
    return (
      <div className="rc-mine">
        <StatusView art={<ShieldIcon />} title={t('privacy.signIn')} description={t('privacy.intro')} />
      </div>
    );
  }

  const titleOf = (code: string) => list.data?.list.find((c) => c.code === code)?.title ?? code;

  const change = async (item: PrivacyAuthorization, granted: boolean) => {
    const ok = await confirmDialog(
      granted
        ? {
            title: t('privacy.grantTitle', { title: item.title }),
            // The server's version: the one the grant is recorded under.
            content: t('privacy.grantBody', { version: list.data?.currentPolicyVersion ?? '' }),
            confirmText: t('privacy.confirmGrant'),
            cancelText: t('privacy.cancel'),
          }
        : {
            title: t('privacy.withdrawTitle', { title: item.title }),
            content: t('privacy.withdrawBody'),
            confirmText: t('privacy.confirmWithdraw'),
            cancelText: t('privacy.cancel'),
          },
    );
    if (!ok) return;
    setConsent.mutate(
      { code: item.code, granted },
      { onSuccess: () => showToast(granted ? t('privacy.grantedToast') : t('privacy.withdrawn')) },
    );
  };

  const download = async () => {
    setDownloading(true);
    try {
      const receipt = await fetchConsentReceipt();
      downloadJson(`consent-receipt-${new Date().toISOString().slice(0, 10)}.json`, receipt);
      showToast(t('privacy.downloaded'));
    } catch {
      // the client has told the customer why
    } finally {
      setDownloading(false);
    }
  };

  const items = list.data?.list ?? [];
  const active = items.filter((c) => c.granted);
  const others = items.filter((c) => !c.granted);

  const row = (item: PrivacyAuthorization) => (
    <div key={item.code} className="rc-consent" data-testid={`consent-${item.code}`}>
      <div className="rc-consent__head">
        <h3 className="rc-consent__title">{item.title}</h3>
        <Button
          className="rc-consent__button"
          size="small"
          shape="rounded"
          color={item.granted ? 'danger' : 'primary'}
          fill="outline"
          loading={setConsent.isPending && setConsent.variables.code === item.code}
          onClick={() => void change(item, !item.granted)}
        >
          {item.granted ? t('privacy.withdraw') : t('privacy.grant')}
        </Button>
      </div>
      <p className="rc-consent__summary">{item.summary}</p>
      <div className="rc-consent__meta">
        {item.updatedAt
          ? `${item.granted ? t('privacy.granted') : t('privacy.notGranted')} · ${t('privacy.since', {
              time: formatDateTime(item.updatedAt),
              version: item.policyVersion,
            })}`
          : t('privacy.never')}
      </div>
    </div>
  );

  return (
    <div className="rc-mine" data-testid="mine-privacy">
      <div className="rc-mine__intro">{t('privacy.intro')}</div>
      {list.isPending ? <Skeleton.Paragraph lineCount={8} animated /> : null}
      {list.data ? (
        <>
          <section className="rc-mine__card" data-testid="consents-active">
            <h2 className="rc-mine__card-title">{t('privacy.activeTitle')}</h2>
            {active.length === 0 ? <div className="rc-mine__empty">{t('privacy.noneActive')}</div> : null}
            {active.map(row)}
          </section>
          {others.length > 0 ? (
            <section className="rc-mine__card" data-testid="consents-other">
              <h2 className="rc-mine__card-title">{t('privacy.otherTitle')}</h2>
              {others.map(row)}
            </section>
          ) : null}
        </>
      ) : null}
      {history.data && history.data.list.length > 0 ? (
        <section className="rc-mine__card" data-testid="consent-history">
          <h2 className="rc-mine__card-title">{t('privacy.history')}</h2>
          <ol className="rc-history">
            {history.data.list.map((r) => (
              <li key={r.id}>
                <span>
                  <span className={r.granted ? 'rc-history__granted' : 'rc-history__withdrawn'}>
                    {r.granted ? t('privacy.historyGrant') : t('privacy.historyWithdraw')}
                  </span>{' '}
                  {titleOf(r.code)}
                </span>
                <span className="rc-mine__muted">{formatDateTime(r.at)}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Button
        block
        color="primary"
        fill="outline"
        shape="rounded"
        loading={downloading}
        onClick={() => void download()}
      >
        {t('privacy.download')}
      </Button>
    </div>
  );
}
