/** The trace id every error answer carries beside its errorKey (src/telemetry/trace-id.ts). */
export const aTraceId = () => expect.stringMatching(/^[\da-f]{32}$/);
