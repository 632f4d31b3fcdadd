export { AvailabilityBadge } from './AvailabilityBadge';
export { ProductName } from './ProductName';
export { ProductTile, ProductGrid, type ProductTileProps } from './ProductTile';
