// The payments area's endpoints (the payment service): payment methods and bank details.
import {
  BankDetailsAnswer,
  BankDetailsRequest,
  DeleteBankDetailsRequest,
  IbanValidation,
  IbanValidationRequest,
} from './bank-details';
import { PaymentMethods, PreferredPaymentRequest } from './payment-methods';
import { STEP_UP_ERRORS } from '../shared/step-up-errors';
import { declareEndpoints } from '../catalogue/endpoint';

export const paymentsEndpoints = declareEndpoints({
  paymentMethods: {
    service: 'payment',
    method: 'GET',
    path: '/user/payment-methods',
    summary: "The customer's payment methods and the preferred one",
    access: 'customer',
    response: PaymentMethods,
  },
  setPreferredPayment: {
    service: 'payment',
    method: 'PATCH',
    path: '/user/preferred-payment',
    summary: 'Choose the preferred payment method (the password again after 15 minutes)',
    access: 'customer',
    errorKeys: ['PAYMENT_METHOD_NOT_PREFERABLE', 'BANK_DETAILS_REQUIRED', ...STEP_UP_ERRORS],
    body: PreferredPaymentRequest,
    response: PaymentMethods,
  },
  bankDetails: {
    service: 'payment',
    method: 'GET',
    path: '/user/banking-details',
    summary: "The customer's bank details, masked",
    access: 'customer',
    response: BankDetailsAnswer,
  },
  validateIban: {
    service: 'payment',
    method: 'POST',
    path: '/iban/validation',
    summary: 'Check an IBAN; answers its bank',
    access: 'customer',
    errorKeys: ['IBAN_INVALID'],
    body: IbanValidationRequest,
    response: IbanValidation,
  },
  saveBankDetails: {
    service: 'payment',
    method: 'POST',
    path: '/user/banking-details',
    summary: 'Save bank details (the password again after 15 minutes)',
    access: 'customer',
    errorKeys: ['IBAN_INVALID', ...STEP_UP_ERRORS],
    body: BankDetailsRequest,
    response: BankDetailsAnswer,
  },
  deleteBankDetails: {
    service: 'payment',
    method: 'DELETE',
    path: '/user/banking-details',
    summary: 'Delete the bank details (the password again after 15 minutes)',
    access: 'customer',
    errorKeys: [...STEP_UP_ERRORS],
    body: DeleteBankDetailsRequest,
    response: BankDetailsAnswer,
  },
});
