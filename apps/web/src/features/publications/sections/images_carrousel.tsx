import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listsLocations, type PublicImage } from '@plotwise/contracts';
import { CarrouselControls, useCarrousel } from './carrousel';
import { usePrinting } from './printing';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionProps } from './types';

/**
 * One image with its caption. Its box has the image's proportions before the file arrives (width, height and
 * aspect-ratio), so nothing below it moves when it loads; off-screen images load when scrolled near, printed ones at once.
 */
function Figure({ image, eager }: { image: PublicImage; eager: boolean }) {
  const ratio = image.width && image.height ? `${image.width} / ${image.height}` : '4 / 3';
  return (
    <Box component="figure" m={0} style={{ breakInside: 'avoid' }}>
      <img
        src={image.url}
        alt={image.alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        data-testid="pub-image"
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: ratio,
          maxHeight: '60vh',
          objectFit: 'contain',
          background: 'var(--mantine-color-gray-1)',
        }}
      />
      {image.alt && (
        <Text component="figcaption" size="sm" mt={4} c="dimmed">
          {image.alt}
        </Text>
      )}
    </Box>
  );
}

/**
 * The images the author picked of the location or concept, one at a time with previous and next buttons (when there
 * is more than one); the slide
 * takes the arrow keys, Home and End when it has focus (WAI-ARIA carousel pattern) and the position is announced
 * politely. The addresses come from the server: publication-scoped on the public page, the company's own in the preview.
 */
export default function ImagesCarrousel({ section, page }: SectionProps) {
  const { t } = useTranslation();
  const printing = usePrinting();
  const images = section.images ?? [];
  const count = images.length;
  const title = paramText(section.param1) || t('publications.sectionTypes.images_carrousel');
  const carrousel = useCarrousel(count);
  const { onKeyDown, position } = carrousel;
  const image = images[carrousel.at];
  return (
    <SectionFrame
      type={section.type}
      title={title}
      empty={!count && t(listsLocations(page.publication.type) && !page.location ? 'publications.sections.noImagesOnList' : 'publications.sections.noImages')}
    >
      {printing ? (
        <Box style={{ display: 'grid', gap: 'var(--mantine-spacing-md)' }}>
          {images.map((img) => (
            <Figure key={img.url} image={img} eager />
          ))}
        </Box>
      ) : (
        image && (
          <Box role="group" aria-roledescription="carousel" aria-label={title}>
            <Box
              tabIndex={0}
              onKeyDown={onKeyDown}
              role="group"
              aria-roledescription="slide"
              aria-label={position}
              data-testid="pub-image-slide"
            >
              <Figure key={image.url} image={image} eager={false} />
            </Box>
            {count > 1 && <CarrouselControls carrousel={carrousel} count={count} testId="pub-image" />}
          </Box>
        )
      )}
    </SectionFrame>
  );
}
