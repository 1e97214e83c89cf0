import { useTranslation } from 'react-i18next';
import Tag from 'antd-mobile/es/components/tag';
import type { Suggestion } from '@rc/contract';
import { formatDateTime } from '../../../shared/format/format.js';

export function SuggestionCard({ item }: { item: Suggestion }) {
  const { t } = useTranslation('mine');
  return (
    <article className="rc-suggestion">
      <div className="rc-suggestion__head">
        <span>
          {t(`feedback.categories.${item.category}`)} · {formatDateTime(item.createdAt)}
        </span>
        <Tag color={item.state === 'replied' ? 'success' : 'default'}>
          {t(`feedback.states.${item.state}`)}
        </Tag>
      </div>
      <p className="rc-suggestion__content">{item.content}</p>
      {item.reply ? (
        <div className="rc-suggestion__reply">
          {t('feedback.reply')}
          {item.reply}
        </div>
      ) : null}
    </article>
  );
}
