import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionProps } from './types';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

/**
 * A section renderer loaded when a page shows it: the public entry then carries only its registry entry, and the
 * renderer's code comes after the entry, on a page that has one (docs/publications.md, the public bundle budget).
 */
export function lazySection(load: () => Promise<{ default: ComponentType<SectionProps> }>): ComponentType<SectionProps> {
  const Render = lazy(load);
  return function LazySection(props: SectionProps) {
    const { t } = useTranslation();
    return (
      <Suspense fallback={<LoadingIndicator size="sm" label={t('common.loading')} />}>
        <Render {...props} />
      </Suspense>
    );
  };
}
