import { FlavorWheelField } from '@beantrail/mf-shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame';

/** Try the SCA 2016 flavor wheel (spec 002 §2.13): pick terms, rotate, export a PNG. */
export function FlavorwheelPage() {
  const { t } = useTranslation('public');
  const [flavors, setFlavors] = useState<string[]>([]);
  const [rotation, setRotation] = useState(0);
  return (
    <PageFrame id="flavorwheel" title={t('wheel.title')} lead={t('wheel.lead')} data={{ flavors, rotation }}>
      <FlavorWheelField
        value={flavors}
        onChange={(v) => setFlavors([...(v as readonly string[])])}
        rotation={rotation}
        onRotationChange={setRotation}
        exportPrefix="flavorwheel_"
      />
    </PageFrame>
  );
}
