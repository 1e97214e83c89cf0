import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HomeSection } from '@rc/contract';
import { RightStrip, RightTile, visibleHere } from '../../../shared/rights/right-tiles.js';
import { useRightTap } from '../../../shared/rights/use-right-tap.js';
import { pathTo } from '../../../shared/routing/paths.js';

/** Where each module's "more" leads. */
const moreOf: Record<string, string> = {
  carSteward: pathTo('/rights/carbulter'),
  carLife: pathTo('/rights/carlife'),
  branchArea: pathTo('/rights/brancharea'),
  health: pathTo('/rights/origin/:type', { params: { type: 'health' } }),
  home: pathTo('/rights/origin/:type', { params: { type: 'home' } }),
  service: pathTo('/rights/origin/:type', { params: { type: 'service' } }),
};

/** The module strips under "my rights": one sideways strip per module (wider above 4 items, spec 5). */
export function PersonalSections({ sections }: { sections: HomeSection[] }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const tap = useRightTap();
  return (
    <>
      {sections
        .filter((s) => s.layout === 'strip')
        .map((s) => {
          const items = visibleHere(s.items);
          if (items.length === 0) return null;
          const more = moreOf[s.code];
          return (
            <section key={s.code} className="rc-personal-card" data-testid={`section-${s.code}`}>
              <div className="rc-personal-card__head">
                <h2 className="rc-personal-card__title">{s.title}</h2>
                {more ? (
                  <button
                    type="button"
                    className="rc-personal-card__more"
                    onClick={() => void navigate(more)}
                  >
                    {t('sectionMore')} ›
                  </button>
                ) : null}
              </div>
              <RightStrip
                testId={`strip-${s.code}`}
                tiles={items.map((item) => (
                  <RightTile
                    key={item.serviceType}
                    icon={item.iconUrl}
                    label={item.showName}
                    held={item.isHaveThisRight === '1'}
                    onTap={() => void tap(item)}
                  />
                ))}
              />
            </section>
          );
        })}
    </>
  );
}
