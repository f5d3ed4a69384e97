/** A dash where a figure is missing, with what it means for screen readers and as a tooltip. */
export function MissingValue({ label }: { label: string }) {
  return (
    <span className="text-slate-600" title={label}>
      <span aria-hidden>—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
