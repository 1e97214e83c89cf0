import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import '../i18n/register.js';

/** A query's loading, error (with retry) and loaded states, the same on every console screen. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('console');
  if (query.isPending) return <p className="rc-con-state">{t('state.loading')}</p>;
  if (query.isError)
    return (
      <div className="rc-con-state" role="alert">
        <p>{t('state.loadFailed')}</p>
        <button type="button" className="rc-con-secondary" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </button>
      </div>
    );
  return <>{children(query.data)}</>;
}
