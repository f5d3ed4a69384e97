import { cn } from '../../../lib/cn';

/** The user's picture when there is one, else the first letter of their name on a brand disc. */
export function ProfileAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl: string | null;
  className?: string;
}) {
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  if (avatarUrl) {
    return <img src={avatarUrl} alt="" className={cn('size-20 shrink-0 rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-20 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-fuchsia-600 text-3xl font-extrabold text-white shadow-inner',
        className,
      )}
    >
      {initial}
    </span>
  );
}
