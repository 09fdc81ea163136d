import { Button, Stack, Text } from '@mantine/core';
import { company_styles, defaultsOf } from '@plotwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { useSession } from '../../api/session';
import { appConfig } from '../../lib/environment';
import { saveBlob } from '../../lib/saveBlob';
import type { RgwPdfStyle } from './rgwPdf';
import { useSheet } from './sheetContext';

/** The company's newest logo as PNG (the server's thumbnail is always PNG), or null: a PDF never fails for its logo. */
async function companyLogo(
  load: (url: string) => Promise<RgwPdfStyle['logo']>,
): Promise<RgwPdfStyle['logo']> {
  try {
    const logo = (await api.list('images', { where: { type: 'logo' }, order: '-createdAt', limit: 1 }))
      .items[0];
    return logo ? await load(`${appConfig().services.api}/images/binary/${logo.id}/thumb.png`) : null;
  } catch {
    return null;
  }
}

/** "PDF": the RGW sheet on screen as an A4 PDF in the company's style; the PDF code loads on the click. */
export function RgwPdfButton() {
  const { t, i18n } = useTranslation();
  const { result, location, concepts, conceptId } = useSheet();
  const { data: session } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const view = result.view;
  if (!view?.ok) return null;
  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const { buildRgwPdf, loadLogo, rgwPdfFileName } = await import('./rgwPdf');
      const company = session?.company;
      const stored = company?.cfg?.style;
      // as the public pages: the company's colours only when it has switched its own style on
      const colours = stored?.hasCustomStyle
        ? stored
        : (defaultsOf(company_styles) as { primaryColor: string; textColor: string });
      const style: RgwPdfStyle = {
        companyName: company?.name ?? '',
        primaryColor: colours.primaryColor ?? '#0b6e4f',
        textColor: colours.textColor ?? '#1f2933',
        logo: await companyLogo((url) => loadLogo(url)),
      };
      const locationName = location.name || `#${location.id}`;
      const concept = concepts.find((c) => c.id === conceptId);
      const conceptName = concept?.name || `#${conceptId ?? ''}`;
      const doc = await buildRgwPdf(
        {
          sheets: view.sheets,
          derivation: view.derivation,
          heat: view.heat,
          locationName,
          conceptName,
          date: new Date(),
          lang: i18n.language,
          t,
        },
        style,
      );
      saveBlob(doc.output('blob'), rgwPdfFileName(locationName, conceptName));
    } catch (e) {
      setError(t('sheets.rgw.pdf.failed', { message: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        loading={busy}
        onClick={() => void make()}
        aria-label={t('sheets.rgw.pdf.label')}
        data-testid="rgw-pdf"
      >
        {t('sheets.rgw.pdf.button')}
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="rgw-pdf-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
