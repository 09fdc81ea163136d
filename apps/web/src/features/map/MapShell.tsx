import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MapCanvas, type MapCanvasProps } from './MapCanvas';
import type { MapWorkspace } from './useMapWorkspace';

/**
 * The map of a workspace (useMapWorkspace) inside its positioned box: the canvas bound to the workspace's view,
 * layers and mode, and the notice that an online base map cannot load, offering ours. `props` adds what the
 * screen draws besides (pins, an overlay) or shows as selected.
 */
export function MapShell({ workspace, ...props }: { workspace: MapWorkspace; label: string } & Partial<Omit<MapCanvasProps, 'label'>>) {
  const { t } = useTranslation();
  const { canvas, baseMap } = workspace;
  if (!canvas) return null;
  return (
    <>
      <MapCanvas {...canvas} {...props} />
      {baseMap.failed && (
        <Alert pos="absolute" bottom={36} right={10} maw={320} color="yellow" withCloseButton onClose={baseMap.dismiss} style={{ zIndex: 2 }}>
          <Text size="sm">{t('map.baseMapOffline')}</Text>
          <Button size="compact-xs" mt={6} variant="light" onClick={baseMap.switchToOffline}>
            {t('map.useOfflineBaseMap')}
          </Button>
        </Alert>
      )}
    </>
  );
}
