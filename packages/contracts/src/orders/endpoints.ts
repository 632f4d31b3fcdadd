// The orders area's endpoints: the order-history service (pages, one order, insights) and the
// orders service (return, cancel, withdraw, labels, invoices).
import { z } from 'zod';
import { OpenInvoices, OpenInvoicesQuery } from './open-invoices';
import {
  CancelRequest,
  Order,
  OrderQuery,
  OrdersInsights,
  OrdersPage,
  OrdersQuery,
  ReturnRequest,
  WithdrawalRequest,
} from './orders';
import { declareEndpoints } from '../catalogue/endpoint';

const ORDER_CHANGE_ERRORS = ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'] as const;

const OrderNumberParams = z.object({ number: z.string() });

export const ordersEndpoints = declareEndpoints({
  orders: {
    service: 'orderHistory',
    method: 'GET',
    path: '/orders',
    summary: "A page of the customer's orders, newest first",
    access: 'customer',
    query: OrdersQuery,
    response: OrdersPage,
  },
  order: {
    service: 'orderHistory',
    method: 'GET',
    path: '/order/:id',
    summary: "One of the customer's orders; anyone else's is not found",
    access: 'customer',
    errorKeys: ['NOT_FOUND'],
    params: z.object({ id: z.string() }),
    query: OrderQuery,
    response: Order,
  },
  ordersInsights: {
    service: 'orderHistory',
    method: 'GET',
    path: '/orders-insights',
    summary: "Counts of the customer's orders",
    access: 'customer',
    response: OrdersInsights,
  },
  returnOrder: {
    service: 'orders',
    method: 'POST',
    path: '/orders/return',
    summary: 'Return items of an order (Idempotency-Key)',
    access: 'customer',
    errorKeys: [...ORDER_CHANGE_ERRORS, 'ORDER_NOT_RETURNABLE', 'ORDER_ALREADY_RETURNED'],
    body: ReturnRequest,
    response: Order,
  },
  cancelOrder: {
    service: 'orders',
    method: 'POST',
    path: '/order/:number/cancel',
    summary: 'Cancel an order (Idempotency-Key)',
    access: 'customer',
    errorKeys: [...ORDER_CHANGE_ERRORS, 'ORDER_NOT_CANCELLABLE', 'ORDER_ALREADY_CANCELLED'],
    params: OrderNumberParams,
    body: CancelRequest,
    response: Order,
  },
  withdrawOrder: {
    service: 'orders',
    method: 'POST',
    path: '/order/:number/withdrawal',
    summary: 'Withdraw from an order (Idempotency-Key)',
    access: 'customer',
    errorKeys: [...ORDER_CHANGE_ERRORS, 'WITHDRAWAL_NOT_POSSIBLE', 'ORDER_ALREADY_WITHDRAWN'],
    params: OrderNumberParams,
    body: WithdrawalRequest,
    response: Order,
  },
  returnLabel: {
    service: 'orders',
    method: 'GET',
    path: '/order/:number/returns/:code/label',
    summary:
      "The label of one of the customer's open returns as a PDF; anyone else's, or a return whose parcel has arrived, is not found",
    access: 'customer',
    produces: 'application/pdf',
    errorKeys: ['NOT_FOUND'],
    params: OrderNumberParams.extend({ code: z.string() }),
  },
  invoicePdf: {
    service: 'orders',
    method: 'GET',
    path: '/invoices/:invoiceNumber/pdf',
    summary: "One of the customer's invoices as a PDF; anyone else's is not found",
    access: 'customer',
    produces: 'application/pdf',
    errorKeys: ['NOT_FOUND'],
    params: z.object({ invoiceNumber: z.string() }),
  },
  creditNotePdf: {
    service: 'orders',
    method: 'GET',
    path: '/invoices/credit-notes/:creditNoteNumber/pdf',
    summary: "One of the customer's credit notes (Gutschrift) as a PDF; anyone else's is not found",
    access: 'customer',
    produces: 'application/pdf',
    errorKeys: ['NOT_FOUND'],
    params: z.object({ creditNoteNumber: z.string() }),
  },
  openInvoices: {
    service: 'orders',
    method: 'GET',
    path: '/invoices/open',
    summary: "The customer's open invoices and the bank transfer details",
    access: 'customer',
    query: OpenInvoicesQuery,
    response: OpenInvoices,
  },
});
