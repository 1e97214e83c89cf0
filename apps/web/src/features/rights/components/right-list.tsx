import { useTranslation } from 'react-i18next';
import type { RightItem } from '@rc/contract';
import { RightIcon, visibleHere } from '../../../shared/rights/right-tiles.js';
import { useRightTap } from '../../../shared/rights/use-right-tap.js';

/** A list of rights (module screens): icon, name, uses left or "not held"; a tap follows spec 4. */
export function RightList({ items }: { items: RightItem[] }) {
  const { t } = useTranslation('rights');
  const tap = useRightTap();
  return (
    <ul className="rc-right-list">
      {visibleHere(items).map((item) => (
        <li key={item.serviceType}>
          <button
            type="button"
            className={`rc-right-list__item${item.isHaveThisRight === '1' ? '' : ' rc-right-list__item--not-held'}`}
            onClick={() => void tap(item)}
            data-testid={`right-${item.serviceType}`}
          >
            <RightIcon icon={item.iconUrl} size={40} />
            <span className="rc-right-list__name">{item.showName}</span>
            <span className="rc-right-list__meta">
              {item.isHaveThisRight !== '1'
                ? t('module.notHeld')
                : item.remainCount !== null
                  ? t('module.usesLeft', { count: item.remainCount })
                  : ''}
            </span>
            <span className="rc-right-list__chevron" aria-hidden="true">
              ›
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
