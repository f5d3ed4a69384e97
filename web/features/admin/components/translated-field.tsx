import type { ContentLanguage } from '#core/content-language';
import { directionOf } from '#core/languages';
import { AdminField, AdminInput, controlClass } from './admin-field';

/**
 * One text of a form in the language being edited: right-to-left for Hebrew, left-to-right for
 * English and Spanish whatever the page's direction. In Hebrew and Spanish the English shows as
 * the placeholder, since that is what players see while the field is empty.
 */
export function TranslatedField({
  label,
  language,
  value,
  english,
  onChange,
  error,
  required,
  rows,
  className,
  testId,
}: {
  label: string;
  language: ContentLanguage;
  value: string;
  /** The English text, shown as the placeholder in the other languages. */
  english: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** A multi-line text area of this many rows; a one-line input without. */
  rows?: number;
  className?: string;
  testId: string;
}) {
  const common = {
    value,
    lang: language,
    dir: directionOf(language),
    placeholder: language === 'en' ? undefined : english,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    'data-testid': `${testId}-${language}`,
  };
  return (
    <AdminField label={label} error={error} required={required && language === 'en'} className={className}>
      {(control) =>
        rows ? (
          <textarea {...control} {...common} rows={rows} className={`${controlClass} py-2`} />
        ) : (
          <AdminInput {...control} {...common} />
        )
      }
    </AdminField>
  );
}
