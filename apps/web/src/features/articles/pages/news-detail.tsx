import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { StatusView } from '../../../shared/ui/status-view.js';
import { ComingSoonArt } from '../../../shared/ui/coming-soon-art.js';
import { useNewsDetail } from '../api/news-detail.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { NewsArticle } from '../../../shared/ui/article/news-article.js';
import '../i18n/register.js';
import '../../../shared/ui/article/article.css';

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
    <NewsArticle
      title={news.title}
      sourceLabel={news.source ? t('source', { source: news.source }) : null}
      timeLabel={t('publishedAt', { time: formatDateTime(news.publishedAt) })}
      html={news.contentHtml}
    />
  );
}
