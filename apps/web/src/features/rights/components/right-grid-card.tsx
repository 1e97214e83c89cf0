import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RightItem } from '@rc/contract';
import { RightTile, visibleHere } from '../../../shared/rights/right-tiles.js';
import { useRightTap } from '../../../shared/rights/use-right-tap.js';

/** A card of right tiles, four to a line, each tap by spec 4. */
export function RightGridCard({
  title,
  extra,
  items,
}: {
  title: string;
  extra?: ReactNode;
  items: RightItem[];
}) {
  const { t } = useTranslation('rights');
  const tap = useRightTap();
  const shown = visibleHere(items);
  if (shown.length === 0) return null;
  return (
    <section className="rc-rights-card">
      <div className="rc-rights-card__head">
        <h3 className="rc-rights-card__title">{title}</h3>
        {extra ? <span className="rc-rights-card__extra">{extra}</span> : null}
      </div>
      <div className="rc-right-row">
        {shown.map((item) => (
          <RightTile
            key={item.serviceType}
            icon={item.iconUrl}
            label={item.showName}
            held={item.isHaveThisRight === '1'}
            badge={
              item.isHaveThisRight === '1' && item.remainCount
                ? t('tile.uses', { count: item.remainCount })
                : undefined
            }
            onTap={() => void tap(item)}
            testId={`right-${item.serviceType}`}
          />
        ))}
      </div>
    </section>
  );
}
