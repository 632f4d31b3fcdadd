export { OrderStatusBadge } from './OrderStatusBadge';
export { OrderTracking } from './OrderTracking';
export { Stepper, StepperSkeleton, type StepperStep } from './Stepper';
