import { LanguageSelect } from '@/components/layout/language-switcher.tsx';
import { LiteSwitch } from '@/components/lite-switch.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { DataMeter } from './data-meter.tsx';

/** The profile's language, data saver and data meter (decisions 061 and 062). */
export function LanguageDataCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('profile.languageAndData')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <LanguageSelect />
        <LiteSwitch />
        <DataMeter />
      </CardContent>
    </Card>
  );
}
