import { usePageTranslation } from '../../../lib/use-page-translation';
import { typedCode } from '../lib/join-code';
import { Field } from './field';

/** The class code: one large input, capitals, left to right in every language. */
export function JoinCodeField({
  value,
  onValueChange,
  error,
  autoFocus,
}: {
  value: string;
  onValueChange: (code: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  const { t } = usePageTranslation('classes');
  return (
    <Field
      label={t('classes.join.code')}
      hint={t('classes.join.codeHint')}
      value={value}
      error={error}
      onValueChange={(typed) => onValueChange(typedCode(typed))}
      type="text"
      inputMode="text"
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      placeholder="ABC234"
      autoFocus={autoFocus}
      inputClassName="h-16 text-center font-mono text-3xl font-bold tracking-[0.3em] uppercase placeholder:text-slate-400"
    />
  );
}
