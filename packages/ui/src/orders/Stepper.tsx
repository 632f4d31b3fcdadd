import { Icon, theme, visuallyHidden } from '@account/ui';

export interface StepperStep {
  key: string;
  label: string;
  /** When the step was reached, or is expected to be ("Mi., 3.12."); absent when not known. */
  date?: string;
}

interface StepperProps {
  steps: StepperStep[];
  /** Key of the step reached now. */
  current: string;
  /** Read after each step: "erledigt", "aktueller Schritt", "offen". */
  stateLabels: { done: string; current: string; open: string };
  /** Only where no heading names the steps. */
  label?: string;
}

/** Tracking progress: done steps ticked, the current one marked (aria-current="step"). */
export function Stepper({ steps, current, stateLabels, label }: StepperProps) {
  const reached = steps.findIndex((step) => step.key === current);
  return (
    <ol
      aria-label={label}
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        gap: theme.space(0.5),
        [theme.media.phone]: { flexDirection: 'column', gap: 0 },
      }}
    >
      {steps.map((step, index) => {
        const state = index < reached ? 'done' : index === reached ? 'current' : 'open';
        const active = state !== 'open';
        return (
          <li
            key={step.key}
            aria-current={state === 'current' ? 'step' : undefined}
            css={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: theme.space(1),
              paddingTop: theme.space(1),
              borderTop: `4px solid ${active ? theme.color.brand : theme.color.divider}`,
              color: active ? theme.color.text : theme.color.muted,
              fontWeight: state === 'current' ? theme.fontWeight.bold : theme.fontWeight.regular,
              [theme.media.phone]: {
                flexDirection: 'row',
                alignItems: 'center',
                borderTop: 0,
                borderLeft: `4px solid ${active ? theme.color.brand : theme.color.divider}`,
                padding: `${theme.space(1)} ${theme.space(1.5)}`,
              },
            }}
          >
            <span
              aria-hidden="true"
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: theme.size.icon + 4,
                height: theme.size.icon + 4,
                borderRadius: theme.radii.pill,
                border: `2px solid ${active ? theme.color.brand : theme.color.border}`,
                background: state === 'done' ? theme.color.brand : theme.color.white,
                color: theme.color.white,
                fontSize: theme.fontSize.sm,
              }}
            >
              {state === 'done' && <Icon name="check" size={theme.size.iconSmall - 4} />}
              {state === 'current' && (
                <span
                  css={{
                    width: theme.space(1),
                    height: theme.space(1),
                    borderRadius: theme.radii.pill,
                    background: theme.color.brand,
                  }}
                />
              )}
            </span>
            <span>
              {step.label}
              <span css={visuallyHidden}> ({stateLabels[state]})</span>
              {step.date && (
                <span
                  css={{
                    display: 'block',
                    fontSize: theme.fontSize.sm,
                    fontWeight: theme.fontWeight.regular,
                    color: theme.color.muted,
                  }}
                >
                  {step.date}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The stepper's own shape with nothing reached and no labels, as a placeholder: the tile that
 * will show tracking keeps its height while it loads, so nothing below it moves.
 */
export function StepperSkeleton({ steps }: { steps: number }) {
  return (
    <Stepper
      steps={Array.from({ length: steps }, (_, index) => ({ key: String(index), label: '\u00a0' }))}
      current=""
      stateLabels={{ done: '', current: '', open: '' }}
    />
  );
}
