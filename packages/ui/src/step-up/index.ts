export {
  StepUpPasswordForm,
  type StepUpPasswordFailure,
  type StepUpPasswordFormProps,
} from './StepUpPasswordForm';
export { StepUpModal } from './StepUpModal';
export { useStepUpSubmit } from './useStepUpSubmit';
export { useStepUpRetry } from './useStepUpRetry';
