import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn';

const SIZES = {
  lg: { icon: 'size-5', input: 'h-12 rounded-xl ps-10 pe-11 shadow-sm', clear: 'end-1.5 rounded-lg' },
  md: { icon: 'size-4', input: 'h-11 rounded-lg ps-9 pe-10 sm:text-sm', clear: 'end-1 rounded-md' },
} as const;

/** A labelled search box with a clear button once something is typed (the texts come translated). */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  size = 'lg',
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  size?: keyof typeof SIZES;
}) {
  const id = useId();
  const s = SIZES[size];
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className={cn('pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500', s.icon)}
        aria-hidden
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className={cn(
          'w-full appearance-none border border-slate-300 bg-white text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 [&::-webkit-search-cancel-button]:hidden',
          s.input,
        )}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          className={cn(
            'absolute top-1/2 flex size-9 -translate-y-1/2 items-center justify-center text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600',
            s.clear,
          )}
        >
          <X className={s.icon} aria-hidden />
          <span className="sr-only">{clearLabel}</span>
        </button>
      )}
    </div>
  );
}
