import { useTranslation } from 'react-i18next';
import Dialog from 'antd-mobile/es/components/dialog';

/** Status -2: the reply's words, kept on screen until the customer closes them. */
export function NoticeDialog({ text, onClose }: { text: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={text !== null}
      title={t('shell.noticeTitle')}
      content={text}
      closeOnAction
      onClose={onClose}
      actions={[{ key: 'ok', text: t('shell.noticeOk'), bold: true }]}
    />
  );
}
