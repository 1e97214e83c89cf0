import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A file picker in the console's language: the browser's own input is hidden (it would say
 * "Choose File" / "No file chosen" in the browser's language) and a button and the chosen
 * file's name stand for it (decision 053).
 */
export function FileButton({
  accept,
  label,
  onFile,
  disabled,
  testId,
  showName = true,
}: {
  accept: string;
  /** The button's words; "选择文件" / "Choose a file" when absent. */
  label?: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  testId?: string;
  /** Show the chosen file's name (or "no file chosen") beside the button. */
  showName?: boolean;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  return (
    <span className="rc-con-file">
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="rc-con-file__input"
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // The same file may be chosen again after a refusal.
          e.target.value = '';
          if (!file) return;
          setName(file.name);
          onFile(file);
        }}
      />
      <button
        type="button"
        className="rc-con-secondary rc-con-file__button"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label ?? t('inputs.chooseFile')}
      </button>
      {showName ? <span className="rc-con-muted rc-con-file__name">{name || t('inputs.noFile')}</span> : null}
    </span>
  );
}

/** A file's bytes as base64 (what the upload calls take). */
export function fileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('file not read'));
    reader.readAsDataURL(file);
  });
}
