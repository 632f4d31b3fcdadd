import { addresses } from '@account/contracts';
import { callFile } from '@account/api-client';

/**
 * GET order/{number}/returns/{code}/label: the label of one of the customer's open returns as a
 * PDF (issue 39); 404 once its parcel has arrived.
 */
export function getReturnLabelPdf(orderNumber: string, code: string): Promise<Blob> {
  return callFile(addresses.orders.returnLabel, 'application/pdf', {
    params: { number: orderNumber, code },
  });
}
