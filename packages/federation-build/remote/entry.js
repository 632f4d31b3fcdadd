// The entry of every remote. A remote is consumed only through its exposed ./Root (see
// packages/contracts); webpack needs an entry all the same, and the host's runtime and
// singletons do the rest, so the preset brings this one instead of each remote keeping its own.
