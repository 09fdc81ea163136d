import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SceneRuntime } from './sceneRuntime';

/** The glTF download of the scene: `download` saves it as `<fileName>.glb`; `exporting` while it is made. */
export function useGlbDownload(runtime: SceneRuntime | null, fileName: string | undefined) {
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    if (!runtime) return;
    setExporting(true);
    try {
      const glb = await runtime.exportGlb();
      const url = URL.createObjectURL(new Blob([glb], { type: 'model/gltf-binary' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${fileName ?? 'concept'}.glb`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, download };
}

/** The export tab: the glTF download and what it holds. */
export function ExportPanel({
  exporting,
  disabled,
  onDownload,
}: {
  exporting: boolean;
  disabled: boolean;
  onDownload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button onClick={onDownload} loading={exporting} disabled={disabled} data-testid="download-glb">
        {t('concepts3d.downloadGlb')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('concepts3d.glbHelp')}
      </Text>
    </Group>
  );
}
