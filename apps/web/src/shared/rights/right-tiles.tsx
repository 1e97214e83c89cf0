import type { CSSProperties, ReactNode } from 'react';
import type { RightItem } from '@rc/contract';
import { isWeChatBrowser } from '../browser/user-agent.js';
import { spriteOf, useStaticFile, useThemeName } from './theme-assets.js';
import { stripWidthRatio } from './home-rows.js';
import './right-tiles.css';

/** Spec 6: WeChat-only services are hidden outside the WeChat browser. */
export function visibleHere<T extends Pick<RightItem, 'wechatFlag'>>(
  items: readonly T[],
  inWeChat = isWeChatBrowser(),
): T[] {
  return items.filter((i) => i.wechatFlag !== '1' || inWeChat);
}

/** One icon of the theme's sprite sheets (`sheet#symbol`). */
export function RightIcon({ icon, size = 44 }: { icon: string; size?: number }) {
  const theme = useThemeName();
  const { file, symbol } = spriteOf(theme, icon);
  const sheet = useStaticFile(file);
  if (!sheet)
    return (
      <span
        className="rc-right-icon rc-right-icon--pending"
        style={{ width: size, height: size }}
        aria-hidden="true"
      />
    );
  return (
    <img
      className="rc-right-icon"
      src={`${sheet}#${symbol}`}
      data-sprite={`${file}#${symbol}`}
      width={size}
      height={size}
      alt=""
      aria-hidden="true"
      draggable={false}
    />
  );
}

interface TileProps {
  icon: string;
  label: string;
  /** A small badge (uses left, "VIP"); none when absent. */
  badge?: string | undefined;
  held?: boolean;
  onTap: () => void;
  testId?: string;
}

/** A tappable right: icon, name, optional badge; a right not held is shown dimmed (the tap explains why). */
export function RightTile({ icon, label, badge, held = true, onTap, testId }: TileProps) {
  return (
    <button
      type="button"
      className={`rc-right-tile${held ? '' : ' rc-right-tile--not-held'}`}
      onClick={onTap}
      data-testid={testId}
    >
      <span className="rc-right-tile__icon">
        <RightIcon icon={icon} />
        {badge ? <span className="rc-right-tile__badge">{badge}</span> : null}
      </span>
      <span className="rc-right-tile__label">{label}</span>
    </button>
  );
}

/** Rows of tiles, four to a line (the rows come from homeRows, spec 5). */
export function RightRows({ rows, children }: { rows: ReactNode[][]; children?: ReactNode }) {
  return (
    <div className="rc-right-rows">
      {rows.map((row, i) => (
        <div
          key={i}
          className="rc-right-row"
          data-testid={`home-row-${String(i + 1)}`}
          data-size={row.length}
        >
          {row}
        </div>
      ))}
      {children}
    </div>
  );
}

/**
 * A sideways strip of tiles; above 4 tiles it is 6/5 of the screen wide (spec 5)
 * whatever the count, so it scrolls: five tiles a row (the fifth peeks in), and
 * more tiles wrap into further rows instead of widening the strip.
 */
export function RightStrip({ tiles, testId }: { tiles: ReactNode[]; testId?: string }) {
  const ratio = stripWidthRatio(tiles.length);
  const style = {
    '--rc-strip-width': `${String(ratio * 100)}%`,
    '--rc-strip-count': tiles.length,
  } as CSSProperties;
  return (
    <div className="rc-right-strip" data-testid={testId}>
      <div className="rc-right-strip__inner" style={style} data-wide={ratio > 1 ? 'true' : 'false'}>
        {tiles}
      </div>
    </div>
  );
}
