// oidc-provider warns of what this stand-in does on purpose: it keeps its sessions in memory (a
// restart forgets them, which a local stand-in may). That is said once, in the start-up line;
// every other warning still reaches the console. Imported before oidc-provider, which warns while
// it loads.
const EXPECTED = ['oidc-provider WARNING: a quick start development-only in-memory adapter'];

const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const [first] = args;
  if (typeof first === 'string' && EXPECTED.some((expected) => first.includes(expected))) return;
  warn(...args);
};

export const STAND_IN_NOTE = 'a local stand-in: sessions in memory';
