import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { StatusView } from '../../../shared/ui/status-view.js';
import { ComingSoonArt } from '../../../shared/ui/coming-soon-art.js';
import { useNewsDetail } from '../api/news-detail.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { SafeHtml } from '../components/safe-html.js';
import '../i18n/register.js';
import '../components/article.css';

/** /active/newdetail/:id: one news article, opened from the home ticker or a shared link. */
export function Page() {
  const { id = '' } = useParams();
  const { t } = useTranslation('active');
  const query = useNewsDetail(id);
  if (query.isPending) {
    return (
      <div className="rc-article">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  }
  if (query.isError) return <StatusView art={<ComingSoonArt />} title={t('notFound')} />;
  const news = query.data;
  return (
    <article className="rc-article" data-testid="news-detail">
      <h1 className="rc-article__title">{news.title}</h1>
      <div className="rc-article__meta">
        {news.source ? <span>{t('source', { source: news.source })}</span> : null}
        <span>{t('publishedAt', { time: formatDateTime(news.publishedAt) })}</span>
      </div>
      <SafeHtml className="rc-article__body" html={news.contentHtml} />
    </article>
  );
}
