import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import Popup from 'antd-mobile/es/components/popup';
import type { OpsServiceType, ServiceField, ServiceFieldKind } from '@rc/contract';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { useSaveServiceTypeForm, useServiceTypes } from '../api/service-types.js';
import { useDraftForm } from '../components/draft-form.js';
import { QueryState } from '../components/query-state.js';
import { blankField } from '../components/service-field-draft.js';
import { ServiceFieldEditor } from '../components/service-field-editor.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import '../components/service-form-editor.css';
import { pathTo } from '../../../shared/routing/paths.js';

interface Texts {
  titleZh: string;
  titleEn: string;
  noticeZh: string;
  noticeEn: string;
}

const textWords = { titleZh: 'title', titleEn: 'titleEn', noticeZh: 'notice', noticeEn: 'noticeEn' } as const;

/** Which field the popup edits: an index of the list, or a new one not in it yet. */
type Editing = { index: number | null; field: ServiceField } | null;

function FormEditor({
  item,
  addableKinds,
}: {
  item: OpsServiceType;
  addableKinds: readonly ServiceFieldKind[];
}) {
  const { t, i18n } = useTranslation('console');
  const navigate = useNavigate();
  const save = useSaveServiceTypeForm();
  const lang = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  // The edit starts from what was read when the screen opened: a later refetch (after a refused
  // save, or a colleague's) must not move the version under the operator's draft.
  const [{ description: d, version, fixedFieldKeys }] = useState(item);
  const { field, draft, submit, invalid } = useDraftForm<Texts>(
    {
      titleZh: d.title['zh-CN'],
      titleEn: d.title['en-US'],
      noticeZh: d.notice['zh-CN'],
      noticeEn: d.notice['en-US'],
    },
    (name) => t(`serviceForms.${textWords[name]}`),
  );
  const [fields, setFields] = useState<ServiceField[]>(d.fields);
  const [editing, setEditing] = useState<Editing>(null);
  const [newKind, setNewKind] = useState<ServiceFieldKind>(addableKinds[0] ?? 'text');
  const stored = new Set(d.fields.map((f) => f.key));
  const fixed = new Set(fixedFieldKeys);
  const back = () => void navigate(pathTo('/console/service-types'));

  const move = (i: number, by: -1 | 1) =>
    setFields((list) => {
      const next = [...list];
      const [moved] = next.splice(i, 1);
      if (moved) next.splice(i + by, 0, moved);
      return next;
    });
  const remove = async (i: number, f: ServiceField) => {
    const ok = await confirmDialog({
      title: t('serviceForms.remove'),
      content: t('serviceForms.confirmRemove', { name: f.label[lang] }),
      confirmText: t('state.confirm'),
      cancelText: t('state.cancel'),
    });
    if (ok) setFields((list) => list.filter((_, j) => j !== i));
  };
  const apply = (f: ServiceField) => {
    if (!editing) return;
    const at = editing.index;
    setFields((list) => (at === null ? [...list, f] : list.map((x, j) => (j === at ? f : x))));
    setEditing(null);
  };
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    submit(
      save.mutate,
      {
        code: item.code,
        version,
        title: { 'zh-CN': draft.titleZh.trim(), 'en-US': draft.titleEn.trim() },
        notice: { 'zh-CN': draft.noticeZh.trim(), 'en-US': draft.noticeEn.trim() },
        fields,
      },
      () => {
        showToast(t('serviceForms.saved'));
        back();
      },
    );
  };

  return (
    <>
      <form onSubmit={send} data-testid="service-form-editor">
        <p className="rc-con-muted">{t('serviceForms.lead')}</p>
        <section className="rc-con-card">
          {field('titleZh', { maxLength: 200 })}
          {field('titleEn', { maxLength: 200 })}
          {field('noticeZh', { maxLength: 200, multiline: true })}
          {field('noticeEn', { maxLength: 200, multiline: true })}
        </section>
        <h2 className="rc-con-subtitle">{t('serviceForms.fields', { count: fields.length })}</h2>
        {fields.map((f, i) => (
          <article
            key={f.key}
            className={invalid(String(i)) ? 'rc-con-row rc-con-row--invalid' : 'rc-con-row'}
            data-testid="service-form-field"
            data-key={f.key}
          >
            <header>
              <button
                type="button"
                className="rc-con-field-name"
                onClick={() => setEditing({ index: i, field: f })}
                data-testid="service-form-field-edit"
              >
                {f.label[lang] || f.key}
              </button>
              <span className="rc-con-tag">{t(`serviceForms.kinds.${f.kind}`)}</span>
            </header>
            <p className="rc-con-muted">
              {f.key} · {f.required ? t('serviceForms.required') : t('serviceForms.optional')}
              {fixed.has(f.key) ? ` · ${t('serviceForms.fixed')}` : ''}
            </p>
            <div className="rc-con-actions">
              <button
                type="button"
                className="rc-con-secondary"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`${t('serviceForms.moveUp')} ${f.label[lang]}`}
                data-testid="service-form-field-up"
              >
                ↑ {t('serviceForms.moveUp')}
              </button>
              <button
                type="button"
                className="rc-con-secondary"
                disabled={i === fields.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`${t('serviceForms.moveDown')} ${f.label[lang]}`}
                data-testid="service-form-field-down"
              >
                ↓ {t('serviceForms.moveDown')}
              </button>
              <button
                type="button"
                className="rc-con-secondary"
                onClick={() => setEditing({ index: i, field: f })}
              >
                {t('state.edit')}
              </button>
              {fixed.has(f.key) || fields.length === 1 ? null : (
                <button
                  type="button"
                  className="rc-con-danger"
                  onClick={() => void remove(i, f)}
                  data-testid="service-form-field-remove"
                >
                  {t('serviceForms.remove')}
                </button>
              )}
            </div>
          </article>
        ))}
        {fields.length < 30 && addableKinds.length > 0 ? (
          <section className="rc-con-card">
            <label className="rc-con-field">
              <span>{t('serviceForms.addKind')}</span>
              <select
                value={newKind}
                onChange={(e) => setNewKind(e.target.value as ServiceFieldKind)}
                data-testid="service-form-add-kind"
              >
                {addableKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`serviceForms.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="rc-con-actions">
              <button
                type="button"
                className="rc-con-secondary"
                onClick={() =>
                  setEditing({
                    index: null,
                    field: blankField(
                      newKind,
                      fields.map((f) => f.key),
                    ),
                  })
                }
                data-testid="service-form-add"
              >
                {t('serviceForms.add')}
              </button>
            </div>
          </section>
        ) : null}
        <div className="rc-con-actions">
          <button
            type="submit"
            className="rc-con-primary"
            disabled={save.isPending}
            data-testid="service-form-save"
          >
            {save.isPending ? t('state.saving') : t('state.save')}
          </button>
          <button type="button" className="rc-con-secondary" onClick={back}>
            {t('state.cancel')}
          </button>
        </div>
      </form>
      {/* Outside the form: a portal's submit would still bubble to it through React. */}
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        destroyOnClose
        bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}
      >
        {editing ? (
          <ServiceFieldEditor
            key={editing.index ?? 'new'}
            field={editing.field}
            isNew={!stored.has(editing.field.key)}
            otherKeys={fields.filter((_, j) => j !== editing.index).map((f) => f.key)}
            onApply={apply}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Popup>
    </>
  );
}

/** /console/service-types/:code: a service type's booking form (fields, order, title, notice). */
export function Page() {
  const { t } = useTranslation('console');
  const { code = '' } = useParams();
  const types = useServiceTypes();
  return (
    <QueryState query={types}>
      {(data) => {
        const found = data.list.find((s) => s.code === code);
        if (!found) return <p className="rc-con-state">{t('state.empty')}</p>;
        return (
          <>
            <h2 className="rc-con-subtitle">
              {found.serviceType} · {found.title}
            </h2>
            <FormEditor key={found.code} item={found} addableKinds={data.addableKinds} />
          </>
        );
      }}
    </QueryState>
  );
}
