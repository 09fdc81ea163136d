// `react-i18next` in the public entry's build (vite.pub.config.ts): the public pages' translation function
// (src/pub/i18n.ts) behind the one hook the shared page and section components use.
import { pubTranslator } from '../i18n';

export function useTranslation() {
  const { t, language } = pubTranslator();
  return { t, i18n: { language } };
}
