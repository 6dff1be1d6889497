/**
 * Hands `dependency` to a function as its first argument: `boundTo(db)(findRoundById)` is
 * `(id) => findRoundById(db, id)`. A factory assembles its methods this way from module-level functions
 * that take what it was built with, each readable and testable on its own; the factory stays the seam.
 */
export const boundTo =
  <Dependency>(dependency: Dependency) =>
  <Args extends unknown[], Result>(method: (dependency: Dependency, ...args: Args) => Result) =>
  (...args: Args): Result =>
    method(dependency, ...args);
