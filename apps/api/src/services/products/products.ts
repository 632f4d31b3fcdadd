import type { FastifyInstance } from 'fastify';
import { priceShopOfLocale } from '../../domain/products/product-view';
import { productsByNumbers } from '../../domain/products/read-products';
import { shopLocale } from '../../http/shop-locale';
import type { ServiceOptions } from '../../service-options';
import { catalogue } from '@account/contracts';
import { route } from '../../http/catalogue-route';

/**
 * GET products?base_product_no=…: the products asked for, in that order, priced in the shop's
 * currency. Public, as in the shop: a catalogue carries nobody's data.
 */
export function productsRoute(app: FastifyInstance, { db }: ServiceOptions): void {
  route(app, catalogue.products.products, async (request) => {
    const query = request.query;
    const shop = priceShopOfLocale(shopLocale(request));
    return { products: await productsByNumbers(db, query.base_product_no, shop) };
  });
}
