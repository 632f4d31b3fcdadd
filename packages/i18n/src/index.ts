export { i18n, initI18n, addCatalogue, COMMON_NS } from './instance';
export { localeFromHost } from './locale';
export {
  formatAmount,
  formatDate,
  formatDuration,
  formatNumber,
  formatShopDateTime,
  formatTime,
} from './format';
export { findEszett } from './eszett';
export type { Catalogue, DeepPartial } from './types';
export { useTranslation, Trans } from 'react-i18next';
