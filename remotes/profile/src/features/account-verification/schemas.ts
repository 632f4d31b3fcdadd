import * as z from 'zod/mini';
import { birthDateToIso } from './birth-date';

const required = (key: string) => z.string().check(z.refine((value) => value.trim() !== '', key));

export const orderNumberSchema = z.object({
  orderNumber: required('verification.orderNumber.required'),
});
export const customerNumberSchema = z.object({
  customerNumber: required('verification.customerNumber.required'),
});
export const addressSchema = z.object({
  street: required('verification.address.streetRequired'),
  streetNumber: required('verification.address.streetNumberRequired'),
  zipCode: required('verification.address.zipCodeRequired'),
  dateOfBirth: z.string().check(
    z.refine((value) => value.trim() !== '', 'verification.address.dateRequired'),
    z.refine(
      (value) => value.trim() === '' || birthDateToIso(value) !== null,
      'verification.address.dateInvalid',
    ),
  ),
});
