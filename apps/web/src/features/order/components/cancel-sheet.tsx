import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import Radio from 'antd-mobile/es/components/radio';
import TextArea from 'antd-mobile/es/components/text-area';
import Button from 'antd-mobile/es/components/button';
import { useCancelOrder, useCancelReasons } from '../api/cancel-order.js';
import { showToast } from '../../../shared/ui/overlays.js';

interface Props {
  open: boolean;
  orderRef: { orderPrimaryId: string; primaryCheck: string };
  onClose: () => void;
}

/** Cancel with a reason (order/R00010036 for the reasons, R00010040 to cancel). */
export function CancelSheet({ open, orderRef, onClose }: Props) {
  const { t } = useTranslation('order');
  const reasons = useCancelReasons(orderRef, open);
  const cancel = useCancelOrder();
  const [code, setCode] = useState<string>('');
  const [more, setMore] = useState('');
  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName="rc-cancel-sheet" destroyOnClose>
      <h2 className="rc-cancel-sheet__title">{t('cancel.title')}</h2>
      <p className="rc-cancel-sheet__notice">{reasons.data?.notice ?? t('cancel.notice')}</p>
      <p className="rc-cancel-sheet__pick">{t('cancel.pick')}</p>
      <Radio.Group value={code} onChange={(v) => setCode(String(v))}>
        <div className="rc-cancel-sheet__reasons">
          {(reasons.data?.reasons ?? []).map((r) => (
            <Radio key={r.code} value={r.code} className="rc-cancel-sheet__reason">
              {r.name}
            </Radio>
          ))}
        </div>
      </Radio.Group>
      <TextArea
        className="rc-cancel-sheet__more"
        placeholder={t('cancel.other')}
        value={more}
        onChange={setMore}
        maxLength={200}
        rows={2}
      />
      <div className="rc-cancel-sheet__actions">
        <Button block shape="rounded" onClick={onClose}>
          {t('cancel.keep')}
        </Button>
        <Button
          block
          shape="rounded"
          color="danger"
          disabled={!code}
          loading={cancel.isPending}
          data-testid="confirm-cancel"
          onClick={() =>
            cancel.mutate(
              { ...orderRef, reasonCode: code, ...(more.trim() ? { reason: more.trim() } : {}) },
              {
                onSuccess: () => {
                  showToast(t('cancel.done'));
                  onClose();
                },
              },
            )
          }
        >
          {t('cancel.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
