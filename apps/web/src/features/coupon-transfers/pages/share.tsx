import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QRCodeSVG } from 'qrcode.react';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect } from 'react';
import { isWeChatBrowser } from '../../../shared/browser/user-agent.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useTransferDetail } from '../api/transfer-detail.js';
import { useShareCard } from '../api/share-card.js';
import { GiftTicket } from '../components/gift-ticket.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { absoluteLink } from '../components/share-link.js';
import { applyWeChatShare } from '../../../shared/wechat/js-sdk.js';
import '../i18n/register.js';
import '../components/transfer.css';
import { pathTo } from '../../../shared/routing/paths.js';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** /serviceTransfer/share?id=: the gift's link and QR code, a copy button, and the WeChat card inside WeChat. */
export function Page() {
  const { t } = useTranslation('transfer');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useTransferDetail(id);
  const inWeChat = isWeChatBrowser();
  const pageUrl = typeof window === 'undefined' ? '' : (window.location.href.split('#')[0] ?? '');
  const card = useShareCard(id, pageUrl, inWeChat && detail.data?.state === 'giving');

  useEffect(() => {
    if (card.data) void applyWeChatShare(card.data.signature, card.data.card);
  }, [card.data]);

  if (!detail.data) {
    return (
      <div className="rc-transfer-page">
        <DotLoading />
      </div>
    );
  }
  const d = detail.data;
  const link = d.shareUrl ? absoluteLink(d.shareUrl) : '';
  return (
    <div className="rc-transfer-page">
      <header className="rc-transfer-hero">
        <h2>{t('share.heading')}</h2>
        <p>{t('share.sub')}</p>
      </header>
      <section className="rc-transfer-card rc-transfer-card--lift" data-testid="share-card">
        <GiftTicket transfer={d} />
        <p className="rc-share-from">{t('share.from', { name: d.senderName })}</p>
        {d.message ? <p className="rc-share-message">“{d.message}”</p> : null}
        {d.state === 'giving' && link ? (
          <>
            <div className="rc-share-qr">
              <div className="rc-share-qr__frame">
                <QRCodeSVG value={link} size={176} level="M" marginSize={0} />
              </div>
              <small>{t('share.qrHint')}</small>
            </div>
            {inWeChat ? <p className="rc-share-wechat">{t('share.wechatHint')}</p> : null}
            <div className="rc-share-link">
              <code data-testid="share-link">{link}</code>
              <Button
                color="primary"
                fill="outline"
                onClick={() =>
                  void copy(link).then((ok) => showToast(ok ? t('share.copied') : t('share.copyFailed')))
                }
              >
                {t('share.copy')}
              </Button>
            </div>
            {d.shareCode ? (
              <div className="rc-share-link">
                <small>{t('share.code')}</small>
                <code data-testid="share-code">{d.shareCode}</code>
              </div>
            ) : null}
            <p className="rc-share-expiry">{t('share.expiresAt', { date: formatDateTime(d.expiresAt) })}</p>
          </>
        ) : (
          <p className="rc-share-message">{t('share.notGiving', { state: t(`state.${d.state}`) })}</p>
        )}
      </section>
      <div className="rc-transfer-bar">
        <Link
          to={pathTo('/serviceTransfer/transferDetails', { search: { id: d.id } })}
          className="adm-button adm-button-default adm-button-shape-default"
        >
          {t('share.viewDetail')}
        </Link>
        <Link
          to={pathTo('/serviceTransfer/transferRecords')}
          className="adm-button adm-button-primary adm-button-shape-default"
        >
          {t('share.done')}
        </Link>
      </div>
    </div>
  );
}
