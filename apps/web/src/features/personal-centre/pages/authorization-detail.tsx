import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { StatusView } from '../../../shared/ui/status-view.js';
import { ComingSoonArt } from '../../../shared/ui/coming-soon-art.js';
import { useAuthorizationDetail, useRevokeAuthorization } from '../api/authorizations.js';
import { formatDate, formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/mine.css';

/** /mine/authorizationDetail?id=: one authorisation, the rights it covers, and revoking it (grantor only). */
export function Page() {
  const { t } = useTranslation('mine');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useAuthorizationDetail(id);
  const revoke = useRevokeAuthorization();

  if (!id || detail.isError)
    return <StatusView art={<ComingSoonArt />} title={t('rightUser.emptyGranted')} />;
  if (detail.isPending) {
    return (
      <div className="rc-mine">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  const d = detail.data;
  const onRevoke = async () => {
    const ok = await confirmDialog({
      title: t('authorizationDetail.revoke'),
      content: t('authorizationDetail.revokeConfirm'),
      confirmText: t('authorizationDetail.confirm'),
      cancelText: t('authorizationDetail.cancel'),
    });
    if (ok)
      revoke.mutate(d.authorizationId, { onSuccess: () => showToast(t('authorizationDetail.revoked')) });
  };
  return (
    <div className="rc-mine" data-testid="mine-authorization-detail">
      <section className="rc-mine__card">
        <List>
          <List.Item extra={d.custName}>
            {d.grantedByMe ? t('authorizationDetail.person') : t('authorizationDetail.grantor')}
          </List.Item>
          <List.Item extra={d.mobile}>{t('authorizationDetail.mobile')}</List.Item>
          {d.grantedByMe ? (
            <List.Item extra={d.idNumber}>{t('authorizationDetail.idNumber')}</List.Item>
          ) : null}
          <List.Item extra={d.plateNumbers.join('、')}>{t('authorizationDetail.plates')}</List.Item>
          <List.Item extra={formatDateTime(d.createdAt)}>{t('authorizationDetail.createdAt')}</List.Item>
          <List.Item extra={d.validTo ? formatDate(d.validTo) : t('rightUser.noExpiry')}>
            {t('authorizationDetail.validTo')}
          </List.Item>
          <List.Item
            extra={
              <Tag color={d.state === 'active' ? 'success' : 'default'}>
                {t(`rightUser.states.${d.state}`)}
              </Tag>
            }
          >
            {t('authorizationDetail.state')}
          </List.Item>
        </List>
      </section>
      <section className="rc-mine__card">
        <h2 className="rc-mine__card-title">{t('authorizationDetail.rights')}</h2>
        {d.rights.length === 0 ? (
          <div className="rc-mine__empty">{t('authorizationDetail.noRights')}</div>
        ) : null}
        <List>
          {d.rights.map((r) => (
            <List.Item
              key={r.serviceType}
              extra={
                r.remainCount === null ? null : t('authorizationDetail.remain', { count: r.remainCount })
              }
            >
              {r.showName || r.serviceTypeName}
            </List.Item>
          ))}
        </List>
      </section>
      {d.grantedByMe && d.state === 'active' ? (
        <Button
          block
          color="danger"
          fill="outline"
          shape="rounded"
          loading={revoke.isPending}
          onClick={() => void onRevoke()}
        >
          {t('authorizationDetail.revoke')}
        </Button>
      ) : null}
    </div>
  );
}
