import { useTranslation } from 'react-i18next';
import type { Locale } from '@rc/contract';
import { changeLanguage } from '../i18n/i18n.js';
import { rememberLanguageForServer } from '../i18n/language-cookie.js';
import './language-switch.css';

const options: readonly { lang: Locale; key: 'language.zh' | 'language.en' }[] = [
  { lang: 'zh-CN', key: 'language.zh' },
  { lang: 'en-US', key: 'language.en' },
];

/** 中文 | EN: a small two-way switch (each half a 44 px touch target). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div className="rc-lang" role="group" aria-label={t('language.label')}>
      {options.map(({ lang, key }) => {
        const active = i18n.language === lang;
        return (
          <button
            key={lang}
            type="button"
            lang={lang}
            className={active ? 'rc-lang__option rc-lang__option--active' : 'rc-lang__option'}
            aria-pressed={active}
            onClick={() => {
              // The server draws the next hand-off in it too (decision 062).
              rememberLanguageForServer(lang);
              void changeLanguage(lang);
            }}
          >
            {t(key)}
          </button>
        );
      })}
    </div>
  );
}
