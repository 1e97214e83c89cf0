import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Button from 'antd-mobile/es/components/button';
import { flattenPages, nextPageNumber, type Page } from '../paging/paging.js';
import './paged-list.css';

export interface PagedListProps<T> {
  queryKey: QueryKey;
  /** Loads one page (1-based). */
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  keyOf: (item: T) => string;
  /** Shown when the first page is empty. */
  empty?: ReactNode;
  /** Rendered above the list, inside the pull-to-refresh area. */
  header?: ReactNode;
}

/**
 * A paged list with pull-to-refresh and load-more, by the rules of spec 4
 * (shared/paging/paging.ts). Refreshing reloads page 1, which replaces the list.
 */
export function PagedList<T>({ queryKey, fetchPage, renderItem, keyOf, empty, header }: PagedListProps<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages),
  });
  const items = query.data ? flattenPages(query.data.pages) : [];

  let body: ReactNode;
  if (query.isPending) {
    body = <div className="rc-paged-list__state">{t('list.loadingMore')}</div>;
  } else if (query.isError && items.length === 0) {
    body = (
      <ErrorBlock status="default" title={t('list.loadFailed')} description="">
        <Button
          color="primary"
          fill="outline"
          className="rc-paged-list__retry"
          onClick={() => void query.refetch()}
        >
          {t('list.retry')}
        </Button>
      </ErrorBlock>
    );
  } else if (items.length === 0) {
    body = empty ?? <ErrorBlock status="empty" title={t('list.empty')} description="" />;
  } else {
    body = (
      <>
        <ul className="rc-paged-list">
          {items.map((item, i) => (
            <li key={keyOf(item)}>{renderItem(item, i)}</li>
          ))}
        </ul>
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            await query.fetchNextPage();
          }}
        >
          {query.hasNextPage ? t('list.loadingMore') : t('list.noMore')}
        </InfiniteScroll>
      </>
    );
  }

  return (
    <PullToRefresh
      onRefresh={async () => {
        // Page 1 replaces the list: drop the later pages first so only page 1 is fetched again.
        queryClient.setQueryData<InfiniteData<Page<T>, number>>(queryKey, (data) =>
          data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
        );
        await query.refetch();
      }}
      pullingText={t('list.pullToRefresh')}
      canReleaseText={t('list.releaseToRefresh')}
      refreshingText={t('list.refreshing')}
      completeText={t('list.refreshed')}
    >
      {header}
      {body}
    </PullToRefresh>
  );
}
