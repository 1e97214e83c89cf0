import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { RelatedPerson } from '@rc/contract';
import { session } from '../../../shared/session/session-store.js';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import {
  useDeletePersonPhoto,
  useDeleteRelatedPerson,
  useRelatedPersons,
  useUploadPersonPhoto,
} from '../api/related-persons.js';
import { PersonCard } from '../components/person-card.js';
import { PersonForm } from '../components/person-form.js';
import '../i18n/care-register.js';
import '../components/care.css';

/** /order/relatedPersonnel: the people the customer saves for orders (person/queryPersons and friends). */
export function Page() {
  const { t } = useTranslation('orderCare');
  const { t: tc } = useTranslation();
  const persons = useRelatedPersons();
  const [adding, setAdding] = useState(false);
  const upload = useUploadPersonPhoto();
  const deletePhoto = useDeletePersonPhoto();
  const remove = useDeleteRelatedPerson();
  const busy = upload.isPending || deletePhoto.isPending || remove.isPending;

  const stored = session.lastLogin()?.rcIdCardTypes ?? [];
  // Spec 5: with no card types stored, the one type is the resident ID card (code 1).
  const idTypes = stored.length > 0 ? stored : [{ code: '1', name: t('people.form.idTypeDefault') }];
  const idTypeName = (code: string) => idTypes.find((x) => x.code === code)?.name ?? '';

  const askDelete = async (p: RelatedPerson) => {
    const ok = await confirmDialog({
      title: t('people.deleteTitle'),
      content: t('people.deleteContent', { name: p.name }),
      confirmText: t('people.confirm'),
      cancelText: t('people.cancel'),
    });
    if (ok) remove.mutate(p.personId, { onSuccess: () => showToast(t('people.deleted')) });
  };
  const askDeletePhoto = async (p: RelatedPerson) => {
    const ok = await confirmDialog({
      title: t('people.deletePhotoTitle'),
      content: t('people.deletePhotoContent', { name: p.name }),
      confirmText: t('people.confirm'),
      cancelText: t('people.cancel'),
    });
    if (ok) deletePhoto.mutate(p.personId, { onSuccess: () => showToast(t('people.photoDeleted')) });
  };

  let body;
  if (persons.isPending) {
    body = (
      <div className="rc-care-section">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (persons.isError) {
    body = (
      <ErrorBlock status="default" title={t('people.loadFailed')} description="">
        <Button color="primary" fill="outline" onClick={() => void persons.refetch()}>
          {t('people.retry')}
        </Button>
      </ErrorBlock>
    );
  } else if (persons.data.list.length === 0) {
    body = <ErrorBlock status="empty" title={t('people.empty')} description={t('people.emptyHint')} />;
  } else {
    body = (
      <ul className="rc-care-list">
        {persons.data.list.map((p) => (
          <li key={p.personId}>
            <PersonCard
              person={p}
              idTypeName={idTypeName(p.idType)}
              busy={busy}
              onPhoto={(file) =>
                upload.mutate(
                  { personId: p.personId, file },
                  { onSuccess: () => showToast(t('people.photoSaved')) },
                )
              }
              onDeletePhoto={() => void askDeletePhoto(p)}
              onDelete={() => void askDelete(p)}
            />
          </li>
        ))}
      </ul>
    );
  }

  const full = persons.data ? persons.data.list.length >= persons.data.limit : false;
  return (
    <div className="rc-care-page" data-testid="related-personnel">
      <PullToRefresh
        onRefresh={async () => {
          await persons.refetch();
        }}
        pullingText={tc('list.pullToRefresh')}
        canReleaseText={tc('list.releaseToRefresh')}
        refreshingText={tc('list.refreshing')}
        completeText={tc('list.refreshed')}
      >
        <p className="rc-care-lead">{t('people.lead')}</p>
        {persons.data ? (
          <p className="rc-care-count">
            {t('people.count', { count: persons.data.list.length, limit: persons.data.limit })}
          </p>
        ) : null}
        {body}
      </PullToRefresh>
      <div className="rc-care-bar">
        {full ? <p className="rc-care-bar__hint">{t('people.full')}</p> : null}
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={full || persons.isPending}
          onClick={() => setAdding(true)}
          data-testid="person-add"
        >
          {t('people.add')}
        </Button>
      </div>
      <PersonForm
        open={adding}
        idTypes={idTypes}
        onClose={() => setAdding(false)}
        onSaved={() => setAdding(false)}
      />
    </div>
  );
}
