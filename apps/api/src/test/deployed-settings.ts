/**
 * What every environment but a local one must be given to start (config.ts): its own bank details
 * key (domain/payments/bank-details-key.ts), a mail relay and https shop origins.
 */
const shopOrigins = {
  SHOP_ORIGIN_DE: 'https://www.shop24direkt.de',
  SHOP_ORIGIN_AT: 'https://www.shop24direkt.at',
  SHOP_ORIGIN_CH: 'https://www.shop24direkt.ch',
};

export const deployedSettings = {
  BANK_DETAILS_KEY: Buffer.alloc(32, 7).toString('base64'),
  SMTP_URL: 'smtp://relay.internal:25',
  ...shopOrigins,
};
