import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { TransferSummary } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { partnerLoginHref } from '../../../shared/config/page-globals.js';
import { session } from '../../../shared/session/session-store.js';
import { useTransferPreview } from '../api/transfer-preview.js';
import { useGiftPreview } from '../api/gift-preview.js';
import { useClaimTransfer } from '../api/claim-transfer.js';
import { fetchTransferRecords, transferRecordsKey } from '../api/transfer-records.js';
import { GiftTicket } from '../components/gift-ticket.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/transfer.css';
import { pathTo } from '../../../shared/routing/paths.js';

function CodeEntry() {
  const { t } = useTranslation('transfer');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const go = () => {
    const c = code.trim();
    if (c.length >= 6) void navigate(pathTo('/serviceTransfer/claimGiftPackage', { search: { code: c } }));
  };
  return (
    <section className="rc-transfer-card">
      <label htmlFor="gift-code" className="rc-section-title">
        {t('claim.codeLabel')}
      </label>
      <div className="rc-claim-code">
        <Input
          id="gift-code"
          value={code}
          onChange={setCode}
          placeholder={t('claim.codePlaceholder')}
          onEnterPress={go}
        />
        <Button color="primary" disabled={code.trim().length < 6} onClick={go}>
          {t('claim.codeSubmit')}
        </Button>
      </div>
    </section>
  );
}

function Received() {
  const { t } = useTranslation('transfer');
  const navigate = useNavigate();
  return (
    <>
      <h3 className="rc-section-title">{t('claim.received')}</h3>
      <PagedList<TransferSummary>
        queryKey={transferRecordsKey('received')}
        fetchPage={(page, signal) => fetchTransferRecords('received', page, signal)}
        keyOf={(r) => r.id}
        renderItem={(r) => (
          <button
            type="button"
            className="rc-record"
            data-testid="received-gift"
            onClick={() =>
              void navigate(pathTo('/serviceTransfer/transferDetails', { search: { id: r.id } }))
            }
          >
            <GiftTicket transfer={r} compact />
            <span className="rc-record__foot">
              <span>{r.counterpartName ? t('records.from', { name: r.counterpartName }) : ''}</span>
              <span>{r.claimedAt ? formatDateTime(r.claimedAt) : ''}</span>
            </span>
          </button>
        )}
        empty={<ErrorBlock status="empty" title={t('claim.receivedEmpty')} description="" />}
      />
    </>
  );
}

/**
 * /serviceTransfer/claimGiftPackage?code=: the receiver sees the gift and claims it.
 * Without a code (the giftClaim persona's landing): gifts received and a field for a code.
 */
/**
 * A gift link opened with no session (a friend's first visit, issue 19): the
 * gift and the way to log in. The partner logs the friend in and hands them
 * back here (isBackUrl), where one tap claims it. In the demo the launcher
 * stands for the partner's login.
 */
function ColdGift({ code }: { code: string }) {
  const { t } = useTranslation('transfer');
  const here = pathTo('/serviceTransfer/claimGiftPackage', { search: { code } });
  const preview = useGiftPreview(code);
  const login = partnerLoginHref(here);
  return (
    <div className="rc-transfer-page" data-testid="cold-gift">
      <header className="rc-transfer-hero">
        <h2>{t('claim.heading')}</h2>
        <p>{t('claim.coldLead')}</p>
      </header>
      <section className="rc-transfer-card rc-transfer-card--lift">
        {preview.data ? (
          <>
            <GiftTicket transfer={preview.data} />
            <p className="rc-share-message" style={{ marginTop: 12 }}>
              {t('claim.from', { name: preview.data.senderName })}
            </p>
          </>
        ) : null}
        <p className="rc-section-title">{t('claim.coldCode')}</p>
        <code data-testid="cold-gift-code">{code}</code>
        {login ? null : <p className="rc-share-message">{t('claim.coldNoLogin')}</p>}
      </section>
      {login ? (
        <div className="rc-transfer-bar">
          <Button color="primary" onClick={() => window.location.assign(login)} data-testid="cold-gift-login">
            {t('claim.coldLogin')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function Page() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  if (!session.token()) return <ColdGift code={code} />;
  return <ClaimGift code={code} />;
}

function ClaimGift({ code }: { code: string }) {
  const { t } = useTranslation('transfer');
  const preview = useTransferPreview(code);
  const claim = useClaimTransfer();

  if (!code) {
    return (
      <div className="rc-transfer-page">
        <header className="rc-transfer-hero">
          <h2>{t('claim.heading')}</h2>
        </header>
        <CodeEntry />
        <Received />
      </div>
    );
  }
  if (preview.isPending) {
    return (
      <div className="rc-transfer-page">
        <DotLoading />
      </div>
    );
  }
  if (!preview.data) {
    return (
      <div className="rc-transfer-page">
        <CodeEntry />
        <Received />
      </div>
    );
  }
  const d = claim.data?.transfer ?? preview.data;
  const claimedByMe = Boolean(claim.data) || (d.direction === 'received' && d.state === 'claimed');
  return (
    <div className="rc-transfer-page">
      <header className="rc-transfer-hero">
        <h2>{t('claim.heading')}</h2>
        <p>{t('claim.from', { name: d.senderName })}</p>
      </header>
      <section className="rc-transfer-card rc-transfer-card--lift" data-testid="claim-card">
        <GiftTicket transfer={d} />
        {d.message ? (
          <p className="rc-share-message" style={{ marginTop: 12 }}>
            “{d.message}”
          </p>
        ) : null}
        {claimedByMe ? (
          <p className="rc-share-wechat" style={{ marginTop: 12 }} data-testid="claim-done">
            {t('claim.claimed')}
          </p>
        ) : d.direction === 'sent' && d.state === 'giving' ? (
          <p className="rc-share-message" style={{ marginTop: 12 }}>
            {t('claim.own')}
          </p>
        ) : !d.claimable ? (
          <p className="rc-share-message" style={{ marginTop: 12 }}>
            {t('claim.ended', { state: t(`state.${d.state}`) })}
          </p>
        ) : null}
      </section>
      <div className="rc-transfer-bar">
        {claimedByMe ? (
          <Link
            to={pathTo('/rights/mycoupons')}
            className="adm-button adm-button-primary adm-button-shape-default"
          >
            {t('claim.toCoupons')}
          </Link>
        ) : (
          <Button
            color="primary"
            disabled={!d.claimable}
            loading={claim.isPending}
            loadingText={t('claim.claiming')}
            onClick={() => claim.mutate(code)}
            data-testid="claim-button"
          >
            {t('claim.claim')}
          </Button>
        )}
      </div>
    </div>
  );
}
