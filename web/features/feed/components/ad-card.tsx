import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Ad } from '#core/schemas/feed';
import { isSafeUrl } from '../lib/safe-url';
import { contentDir } from '../../../lib/content-dir';

/**
 * A sponsored card between news stories; the whole card opens the advertiser's page in a new tab,
 * or one of Bolts' own pages (a path, like the Academy's /learn) in this one.
 */
const linkClass =
  'block rounded-xl hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function AdCard({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = isSafeUrl(ad.imageUrl) && !imageFailed;
  const href = isSafeUrl(ad.clickUrl) ? ad.clickUrl : null;
  const ownPage = href !== null && href.startsWith('/');

  const body = (
    <>
      {showImage && (
        <img
          src={ad.imageUrl}
          alt=""
          loading="lazy"
          onError={() => setImageFailed(true)}
          className="aspect-[3/1] max-h-48 w-full rounded-xl bg-slate-100 object-cover"
        />
      )}
      <div className={showImage ? 'mt-3' : undefined}>
        <p dir={contentDir(ad.title)} className="flex items-center gap-1.5 font-bold text-slate-900">
          <span className="min-w-0 break-words">{ad.title}</span>
          {href && !ownPage && (
            <>
              <ExternalLink className="size-4 shrink-0 text-slate-500" aria-hidden />
              <span className="sr-only">{t('feed.ads.newTab')}</span>
            </>
          )}
        </p>
        {ad.description && (
          <p dir={contentDir(ad.description)} className="mt-1 text-sm text-slate-700">
            {ad.description}
          </p>
        )}
      </div>
    </>
  );

  return (
    <aside
      data-testid="feed-ad"
      aria-label={t('feed.ads.label')}
      className="rounded-2xl bg-amber-50 p-4 shadow-sm ring-1 ring-amber-200 sm:p-5"
    >
      <p className="mb-2 text-xs font-semibold tracking-wide text-amber-900 uppercase">{t('feed.ads.sponsored')}</p>
      {href && ownPage ? (
        <Link to={href} className={linkClass}>
          {body}
        </Link>
      ) : href ? (
        <a href={href} target="_blank" rel="noopener noreferrer sponsored" className={linkClass}>
          {body}
        </a>
      ) : (
        body
      )}
    </aside>
  );
}
