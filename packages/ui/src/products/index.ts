export { AvailabilityBadge } from './AvailabilityBadge';
export { ProductTile, ProductGrid, type ProductTileProps } from './ProductTile';
