// A remote is only ever consumed through its exposed ./Root (see packages/contracts); this entry
// exists because webpack needs one. The remote relies on the host's runtime and singletons.
export {};
