import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import '../i18n/register.js';
import './rights.css';

interface QueryScreenProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** Shown instead of children when the data holds nothing. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Words for a failure the server explained (a -2 or -3 kept on the page). */
  errorTitle?: string;
}

/** A rights screen on one query: loading, error and empty states in words, pull-to-refresh. */
export function QueryScreen<T>({ query, children, isEmpty, empty, errorTitle }: QueryScreenProps<T>) {
  const { t } = useTranslation('rights');
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="rc-rights-state" role="status">
        <DotLoading color="primary" />
        <span>{t('state.loading')}</span>
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorBlock
        status="default"
        title={errorTitle ?? t('state.loadFailed')}
        description={errorTitle ? query.error.message : ''}
      >
        <Button color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </Button>
      </ErrorBlock>
    );
  } else if (isEmpty?.(query.data)) {
    body = empty ?? <ErrorBlock status="empty" title={t('state.empty')} description="" />;
  } else {
    body = children(query.data);
  }
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={t('state.pullToRefresh')}
      canReleaseText={t('state.releaseToRefresh')}
      refreshingText={t('state.refreshing')}
      completeText={t('state.refreshed')}
    >
      <div className="rc-rights-page">{body}</div>
    </PullToRefresh>
  );
}
