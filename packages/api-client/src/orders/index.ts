export * from './order-history';
export * from './change-order';
export * from './open-invoices';
export * from './invoice-pdf';
export * from './return-label';
export * from './product-media';
export * from './credit-note-pdf';
