import { useSearchParams } from 'react-router';
import './inquiry.css';

/**
 * The tab chosen on a screen, kept in the address (`?tab=`) so back returns to it;
 * the first tab is the bare address. Anything else in `tab` reads as the first.
 */
export function useAddressTab<T extends string>(keys: readonly [T, ...T[]]): readonly [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const [first] = keys;
  const asked = params.get('tab');
  const tab = keys.find((k) => k === asked) ?? first;
  const pick = (next: T) => setParams(next === first ? {} : { tab: next }, { replace: true });
  return [tab, pick] as const;
}

/** The row of tab buttons over a screen's two lists. */
export function TabButtons<T extends string>({
  tabs,
  current,
  onPick,
}: {
  tabs: readonly { key: T; label: string; testId?: string }[];
  current: T;
  onPick: (next: T) => void;
}) {
  return (
    <div className="rc-inquiry-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === current}
          onClick={() => onPick(tab.key)}
          data-testid={tab.testId}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
