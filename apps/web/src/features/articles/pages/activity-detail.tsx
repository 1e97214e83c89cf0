import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { openExternal } from '../../../shared/browser/external.js';
import { StatusView } from '../../../shared/ui/status-view.js';
import { ComingSoonArt } from '../../../shared/ui/coming-soon-art.js';
import { useActivityDetail } from '../api/activity-detail.js';
import { formatDate } from '../../../shared/format/format.js';
import { SafeHtml } from '../../../shared/ui/article/safe-html.js';
import { CampaignClaim } from '../components/campaign-claim.js';
import '../i18n/register.js';
import '../../../shared/ui/article/article.css';

/** /active/activedetail/:id: one activity, its period, content and rules. */
export function Page() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation('active');
  const query = useActivityDetail(id);
  if (query.isPending) {
    return (
      <div className="rc-article">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (query.isError) return <StatusView art={<ComingSoonArt />} title={t('notFound')} />;
  const a = query.data;
  const join = () => {
    if (/^https?:\/\//i.test(a.jumpUrl)) openExternal(a.jumpUrl);
    else void navigate(a.jumpUrl);
  };
  return (
    <article className="rc-article" data-testid="activity-detail">
      <div className="rc-article__cover">
        <span className="rc-article__badge">{t(`states.${a.state}`)}</span>
      </div>
      <h1 className="rc-article__title">{a.title}</h1>
      <div className="rc-article__meta">
        <span>
          {t('period', {
            from: formatDate(a.startAt),
            to: formatDate(a.endAt),
          })}
        </span>
      </div>
      <SafeHtml className="rc-article__body" html={a.contentHtml} />
      {a.rules ? (
        <section className="rc-article__section">
          <h2>{t('rules')}</h2>
          {a.rules}
        </section>
      ) : null}
      <CampaignClaim activityId={id} />
      {a.jumpUrl && a.state === 'ongoing' ? (
        <div className="rc-article__action">
          <Button block color="primary" shape="rounded" onClick={join}>
            {t('join')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
