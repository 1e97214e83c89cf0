import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import enUS from 'antd-mobile/es/locales/en-US';
import { activeI18n } from '../shared/i18n/i18n.js';

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return <ConfigProvider locale={instance.language === 'en-US' ? enUS : zhCN}>{children}</ConfigProvider>;
}

/**
 * What every screen sits in: messages and antd-mobile's locale. The react-query
 * client is provided by the router's data layout (query-layout.tsx), below the
 * entrance.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={activeI18n()}>
      <AntdLocale>{children}</AntdLocale>
    </I18nextProvider>
  );
}
