export { i18n, initI18n, addCatalogue, COMMON_NS } from './instance';
export { localeFromHost } from './locale';
export {
  formatAmount,
  formatDate,
  formatDeliveryDay,
  formatDuration,
  formatNumber,
  formatShopDateTime,
  formatTime,
} from './format';
export { findEszett } from './eszett';
/** The base texts, for what shows before i18next is set up (an app on a React it cannot use). */
export { common as commonTexts } from './catalogues/common.de-DE';
export type { Catalogue, DeepPartial } from './types';
export { useTranslation, Trans } from 'react-i18next';
