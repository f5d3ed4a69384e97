import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export function BackToSignIn({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button type="button" variant="ghost" className="w-full" onClick={onClick}>
      <ArrowLeft className="size-4 flip-rtl" aria-hidden />
      {t('auth.reset.back')}
    </Button>
  );
}
