import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelatedPerson } from '@rc/contract';

interface Props {
  person: RelatedPerson;
  idTypeName: string;
  busy: boolean;
  onPhoto: (file: File) => void;
  onDeletePhoto: () => void;
  onDelete: () => void;
}

const relations = ['self', 'spouse', 'child', 'parent', 'other'] as const;
type Relation = (typeof relations)[number];
const isRelation = (v: string): v is Relation => (relations as readonly string[]).includes(v);

/** One saved person: masked numbers, the photo, and what can be done with them. */
export function PersonCard({ person, idTypeName, busy, onPhoto, onDeletePhoto, onDelete }: Props) {
  const { t } = useTranslation('orderCare');
  const fileInput = useRef<HTMLInputElement>(null);
  const sex = person.sex === '' ? null : t(`people.sex.${person.sex}`);
  return (
    <article className="rc-person" data-testid="person-card" data-person-id={person.personId}>
      <div className="rc-person__main">
        {person.photoUrl ? (
          <img
            className="rc-person__photo"
            src={person.photoUrl}
            alt={t('people.photoAlt', { name: person.name })}
            data-testid="person-photo"
          />
        ) : (
          <span className="rc-person__photo rc-person__photo--none" aria-hidden="true">
            {person.name.slice(0, 1)}
          </span>
        )}
        <div className="rc-person__facts">
          <p className="rc-person__name">
            <strong>{person.name}</strong>
            <span className="rc-person__tag">
              {isRelation(person.relation) ? t(`people.relation.${person.relation}`) : person.relation}
            </span>
          </p>
          <p data-testid="person-mobile">{person.mobile}</p>
          <p data-testid="person-id">
            {idTypeName} {person.idNumber}
          </p>
          {sex && person.age !== null ? <p>{t('people.sexAge', { sex, age: person.age })}</p> : null}
          {!person.photoUrl ? <p className="rc-person__muted">{t('people.noPhoto')}</p> : null}
        </div>
      </div>
      <footer className="rc-person__actions">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="person-photo-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onPhoto(file);
          }}
        />
        <button
          type="button"
          className="rc-care-btn"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          {person.photoUrl ? t('people.changePhoto') : t('people.addPhoto')}
        </button>
        {person.photoUrl ? (
          <button type="button" className="rc-care-btn" disabled={busy} onClick={onDeletePhoto}>
            {t('people.deletePhoto')}
          </button>
        ) : null}
        <button
          type="button"
          className="rc-care-btn rc-care-btn--danger"
          disabled={busy}
          onClick={onDelete}
          data-testid="person-delete"
        >
          {t('people.delete')}
        </button>
      </footer>
    </article>
  );
}
