export { WaysInRemovalOffer, type WaysInRemovalOfferProps } from './WaysInRemovalOffer';
