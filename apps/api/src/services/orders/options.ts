import type { CarrierLabels } from '../../domain/returns/carrier-labels';
import type { ServiceOptions } from '../../service-options';

/** The orders service is also given the carriers' label service, which books return parcels. */
export interface OrdersServiceOptions extends ServiceOptions {
  carrierLabels: CarrierLabels;
}
