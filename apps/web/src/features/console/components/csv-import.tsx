import { useState } from 'react';
import { FileButton } from './file-button.js';
import { useTranslation } from 'react-i18next';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { useImportCoupons } from '../api/coupons.js';
import { TextField, useFieldErrors } from './fields.js';

const template =
  'customer,serviceType,quantity,validFrom,validTo,plateNumber\n13800000000,1,1,,2027-12-31,\n';
const maxBytes = 1_000_000;

/** Grants from a CSV file: check first (a report of every rejected row), then import the valid rows at once. */
export function CsvImport() {
  const { t } = useTranslation('console');
  const run = useImportCoupons();
  const errors = useFieldErrors();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [reason, setReason] = useState('');
  const report = run.data;

  const pick = async (f: File | undefined) => {
    run.reset();
    if (!f) return setFile(null);
    if (f.size > maxBytes) {
      showToast(t('coupons.fileTooBig'));
      return setFile(null);
    }
    setFile({ name: f.name, text: await f.text() });
  };

  // The import runs only on the file just checked, and only once the staff member has confirmed what it will do.
  const checked = report && run.variables?.checkOnly && run.variables.csv === file?.text ? report : null;

  const go = async (checkOnly: boolean) => {
    errors.clear();
    if (!file) return showToast(t('coupons.needFile'));
    if (reason.trim().length < 2) return showToast(t('coupons.needReason'));
    if (!checkOnly) {
      if (!checked) return showToast(t('coupons.checkFirst'));
      const sure = await confirmDialog({
        title: t('coupons.confirmTitle'),
        content: t('coupons.confirmImport', {
          accepted: checked.accepted,
          rejected: checked.rejected.length,
        }),
        confirmText: t('coupons.import'),
        cancelText: t('state.cancel'),
      });
      if (!sure) return;
    }
    run.mutate(
      { csv: file.text, fileName: file.name, reason: reason.trim(), checkOnly },
      { onError: errors.fromError },
    );
  };

  const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(template)}`;
  return (
    <section className="rc-con-card">
      <h2>{t('coupons.importTitle')}</h2>
      <p className="rc-con-muted">{t('coupons.importLead')}</p>
      <p>
        <a href={templateHref} download="grants-template.csv" className="rc-con-link-text">
          {t('coupons.template')}
        </a>
      </p>
      <div className="rc-con-field">
        <span>{t('coupons.file')}</span>
        <FileButton accept=".csv,text/csv" onFile={(f) => void pick(f)} testId="csv-file" />
      </div>
      <TextField
        label={t('coupons.reason')}
        name="csvReason"
        value={reason}
        onChange={setReason}
        maxLength={500}
        invalid={errors.has('reason')}
        hint={t('coupons.reasonHint')}
      />
      <div className="rc-con-actions">
        <button
          type="button"
          className="rc-con-secondary"
          disabled={run.isPending}
          onClick={() => void go(true)}
          data-testid="csv-check"
        >
          {run.isPending && run.variables.checkOnly ? t('coupons.checking') : t('coupons.check')}
        </button>
        <button
          type="button"
          className="rc-con-primary"
          disabled={run.isPending || !checked || checked.accepted === 0}
          onClick={() => void go(false)}
          data-testid="csv-import"
        >
          {run.isPending && !run.variables.checkOnly ? t('coupons.importing') : t('coupons.import')}
        </button>
      </div>
      {report ? (
        <div data-testid="csv-report" aria-live="polite">
          <p>
            <strong>
              {run.variables?.checkOnly
                ? t('coupons.report', {
                    rows: report.rows,
                    accepted: report.accepted,
                    rejected: report.rejected.length,
                  })
                : t('coupons.importedReport', { granted: report.granted, rejected: report.rejected.length })}
            </strong>
          </p>
          {run.variables?.checkOnly && report.preview.length > 0 ? (
            <>
              <h3 className="rc-con-subtitle">{t('coupons.previewTitle')}</h3>
              <div className="rc-con-table-scroll">
                <table className="rc-con-table" data-testid="csv-preview">
                  <thead>
                    <tr>
                      <th>{t('coupons.line')}</th>
                      <th>{t('coupons.colCustomer')}</th>
                      <th>{t('coupons.colService')}</th>
                      <th>{t('coupons.colQuantity')}</th>
                      <th>{t('coupons.colValidity')}</th>
                      <th>{t('coupons.colPlate')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.preview.map((p) => (
                      <tr key={p.line} data-testid="csv-valid">
                        <td>{p.line}</td>
                        <td>{p.customer}</td>
                        <td>{p.serviceName}</td>
                        <td>{p.quantity}</td>
                        <td>{t('coupons.validity', { from: p.validFrom, to: p.validTo })}</td>
                        <td>{p.plateNumber ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {report.accepted > report.preview.length ? (
                <p className="rc-con-muted" data-testid="csv-preview-more">
                  {t('coupons.previewMore', { shown: report.preview.length, accepted: report.accepted })}
                </p>
              ) : null}
            </>
          ) : null}
          {report.rejected.length === 0 ? (
            <p className="rc-con-muted">{t('coupons.allGood')}</p>
          ) : (
            <>
              <h3 className="rc-con-subtitle">{t('coupons.rejectedTitle')}</h3>
              <table className="rc-con-table">
                <thead>
                  <tr>
                    <th>{t('coupons.line')}</th>
                    <th>{t('coupons.column')}</th>
                    <th>{t('coupons.why')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.rejected.map((r) => (
                    <tr key={`${r.line}-${r.field}`} data-testid="csv-rejected">
                      <td>{r.line}</td>
                      <td>{r.field}</td>
                      <td>{r.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
