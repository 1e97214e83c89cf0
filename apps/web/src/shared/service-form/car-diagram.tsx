import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { carPanelLabels, type CarPanel } from '@rc/contract';
import { pickText } from './pick-text.js';
import './i18n/register.js';
import './service-form.css';

/**
 * The car seen from above, front at the top: 13 tappable body panels, each at
 * least 46 px on a 300 px wide drawing (touch targets of 44 px and more).
 */
const shapes: { panel: CarPanel; x: number; y: number; w: number; h: number; r?: number }[] = [
  { panel: 'frontBumper', x: 60, y: 8, w: 180, h: 46, r: 18 },
  { panel: 'leftFrontFender', x: 8, y: 60, w: 48, h: 90, r: 14 },
  { panel: 'hood', x: 60, y: 60, w: 180, h: 90, r: 10 },
  { panel: 'rightFrontFender', x: 244, y: 60, w: 48, h: 90, r: 14 },
  { panel: 'leftFrontDoor', x: 8, y: 156, w: 48, h: 96, r: 6 },
  { panel: 'rightFrontDoor', x: 244, y: 156, w: 48, h: 96, r: 6 },
  { panel: 'roof', x: 60, y: 202, w: 180, h: 116, r: 12 },
  { panel: 'leftRearDoor', x: 8, y: 256, w: 48, h: 96, r: 6 },
  { panel: 'rightRearDoor', x: 244, y: 256, w: 48, h: 96, r: 6 },
  { panel: 'leftRearFender', x: 8, y: 358, w: 48, h: 92, r: 14 },
  { panel: 'trunk', x: 60, y: 366, w: 180, h: 84, r: 10 },
  { panel: 'rightRearFender', x: 244, y: 358, w: 48, h: 92, r: 14 },
  { panel: 'rearBumper', x: 60, y: 456, w: 180, h: 50, r: 18 },
];

export function CarDiagram(props: {
  value: readonly string[];
  onToggle: (panel: CarPanel) => void;
  /** Panels cannot be added beyond this many (removing still works). */
  max: number;
}) {
  const { t, i18n } = useTranslation('serviceForm');
  const picked = new Set(props.value);
  const full = picked.size >= props.max;
  const onKey = (e: KeyboardEvent, panel: CarPanel) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      props.onToggle(panel);
    }
  };
  return (
    <svg
      className="rc-car-diagram"
      viewBox="0 -20 300 552"
      role="group"
      aria-label={t('diagram')}
      data-testid="car-diagram"
    >
      <text className="rc-car-diagram__end" x="150" y="-6" textAnchor="middle">
        {t('front')}
      </text>
      {/* glass: drawn for orientation, not a panel */}
      <path className="rc-car-diagram__glass" d="M72 156 H228 L236 198 H64 Z" />
      <path className="rc-car-diagram__glass" d="M64 322 H236 L228 362 H72 Z" />
      {shapes.map((s) => {
        const on = picked.has(s.panel);
        const label = pickText(carPanelLabels[s.panel], i18n.language);
        return (
          <g
            key={s.panel}
            role="checkbox"
            aria-checked={on}
            aria-label={label}
            aria-disabled={!on && full}
            tabIndex={0}
            className={on ? 'rc-car-diagram__panel is-on' : 'rc-car-diagram__panel'}
            onClick={() => {
              if (on || !full) props.onToggle(s.panel);
            }}
            onKeyDown={(e) => {
              if (on || !full) onKey(e, s.panel);
            }}
            data-panel={s.panel}
          >
            <rect x={s.x} y={s.y} width={s.w} height={s.h} rx={s.r ?? 8} />
            {s.w > 100 ? (
              <text x={s.x + s.w / 2} y={s.y + s.h / 2} dy="0.35em" textAnchor="middle">
                {label}
              </text>
            ) : null}
          </g>
        );
      })}
      <text className="rc-car-diagram__end" x="150" y="526" textAnchor="middle">
        {t('rear')}
      </text>
    </svg>
  );
}
