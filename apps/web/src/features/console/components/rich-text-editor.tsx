import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { isApiError } from '../../../shared/api/api-error.js';
import { useUploadContentImage, type ImageType } from '../api/content-image.js';
import { FileButton, fileAsBase64 } from './file-button.js';
import './rich-text-editor.css';

/** The upload's own limit (db/images.ts), checked here first so a big file is not sent for nothing. */
const maxImageBytes = 2 * 1024 * 1024;
const imageTypes: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/webp'];
const isImageType = (v: string): v is ImageType => imageTypes.some((x) => x === v);

/**
 * The body editor of news and activities (Tiptap, decision 053), loaded only by the console's
 * editors as its own chunk. It offers exactly what the server's allow-list keeps (db/safe-html.ts):
 * paragraphs, headings 2 and 3, bold, italic, bullet and numbered lists, line breaks, and pictures
 * uploaded to this server. No links, quotes, code, rules, strike-through or underline: they would be
 * dropped on save. An empty body is '' (so the server's "required" names the field).
 */
export default function RichTextEditor({
  name,
  label,
  value,
  onChange,
  invalid,
  error,
  hint,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  error?: string | undefined;
  hint?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: false,
        underline: false,
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'rc-article__body rc-con-rte__content',
        'aria-label': label,
        'data-testid': `rte-${name}`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className={invalid ? 'rc-con-field rc-con-field--invalid' : 'rc-con-field'}>
      <span>{label}</span>
      <div className="rc-con-rte" aria-invalid={invalid}>
        {editor ? <Toolbar editor={editor} name={name} /> : null}
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <small className="rc-con-error" role="alert" data-testid={`field-error-${name}`}>
          {error}
        </small>
      ) : null}
      {hint ? <small className="rc-con-muted">{hint}</small> : null}
    </div>
  );
}

type ToolKey = 'bold' | 'italic' | 'h2' | 'h3' | 'bulletList' | 'orderedList' | 'undo' | 'redo';

function Toolbar({ editor, name }: { editor: Editor; name: string }) {
  const { t } = useTranslation('console');
  const upload = useUploadContentImage();
  const [problem, setProblem] = useState('');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  useEffect(() => setProblem(''), [editor]);

  const insertImage = async (file: File) => {
    setProblem('');
    if (!isImageType(file.type)) return setProblem(t('editor.imageType'));
    if (file.size > maxImageBytes) return setProblem(t('editor.imageTooLarge'));
    const dataBase64 = await fileAsBase64(file);
    upload.mutate(
      { fileName: file.name.slice(0, 128), contentType: file.type, dataBase64 },
      {
        onSuccess: (img) => {
          const alt = file.name.replace(/\.[^.]+$/, '').slice(0, 80);
          editor.chain().focus().setImage({ src: img.url, alt }).run();
        },
        onError: (e) => setProblem(isApiError(e) && e.statusText ? e.statusText : t('editor.uploadFailed')),
      },
    );
  };

  const button = (key: ToolKey, on: boolean, run: () => void, text: string, disabled = false) => (
    <button
      key={key}
      type="button"
      className={on ? 'rc-con-rte__tool rc-con-rte__tool--on' : 'rc-con-rte__tool'}
      aria-pressed={on}
      title={t(`editor.${key}`)}
      aria-label={t(`editor.${key}`)}
      disabled={disabled}
      // The editor keeps the focus and its selection: a tool acts where the caret is.
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      data-testid={`rte-${name}-${key}`}
    >
      {text}
    </button>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="rc-con-rte__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      {button('bold', active.bold, () => chain().toggleBold().run(), 'B')}
      {button('italic', active.italic, () => chain().toggleItalic().run(), 'I')}
      {button('h2', active.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {button('h3', active.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {button('bulletList', active.bullet, () => chain().toggleBulletList().run(), '•')}
      {button('orderedList', active.ordered, () => chain().toggleOrderedList().run(), '1.')}
      <FileButton
        accept="image/jpeg,image/png,image/webp"
        label={upload.isPending ? t('editor.uploading') : t('editor.image')}
        onFile={(f) => void insertImage(f)}
        disabled={upload.isPending}
        showName={false}
        testId={`rte-${name}-image`}
      />
      {button('undo', false, () => chain().undo().run(), '↶', !active.undo)}
      {button('redo', false, () => chain().redo().run(), '↷', !active.redo)}
      {problem ? (
        <small className="rc-con-error rc-con-rte__problem" role="alert" data-testid={`rte-${name}-problem`}>
          {problem}
        </small>
      ) : null}
    </div>
  );
}
