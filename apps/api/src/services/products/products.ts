import { ProductsQuery, type Products } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import { priceShopOfLocale } from '../../domain/products/product-view';
import { productsByNumbers } from '../../domain/products/read-products';
import { shopLocale } from '../../http/shop-locale';
import { parseOrBadRequest } from '../../http/validation';
import type { ServiceOptions } from '../service-options';

/**
 * GET products?base_product_no=…: the products asked for, in that order, priced in the shop's
 * currency. Public, as in the shop: a catalogue carries nobody's data.
 */
export function productsRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  app.get('/products', async (request): Promise<Products> => {
    const query = parseOrBadRequest(ProductsQuery, request.query);
    const shop = priceShopOfLocale(shopLocale(request));
    return { products: await productsByNumbers(db, query.base_product_no, shop) };
  });
}
