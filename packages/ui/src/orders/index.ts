export { OrderStatusBadge } from './OrderStatusBadge';
export { OrderTracking } from './OrderTracking';
export { RefundState } from './RefundState';
export { Stepper, StepperSkeleton, type StepperStep } from './Stepper';
