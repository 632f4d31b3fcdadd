/** One set of bank details per customer; holder and IBAN are AES-256-GCM ciphertexts (domain/payments/bank-details-cipher.ts). */
export interface BankDetailsTable {
  customer_id: string;
  account_holder_encrypted: string;
  iban_encrypted: string;
  /** The bank directory's name for the IBAN's bank code when it was saved. */
  bank_name: string | null;
  updated_at: number;
}

/**
 * Payment methods a customer has beyond the ones every customer has (INVOICE, DIRECT_DEBIT,
 * PAYPAL): INSTALLMENT (Ratenkauf) on contract. A method the shop no longer knows reads as
 * INVALID_METHOD.
 */
export interface CustomerPaymentMethodsTable {
  customer_id: string;
  method: string;
  created_at: number;
}
