// Names for PostgreSQL's prepared statements (issue 18). A query sent without a name is parsed and
// planned by the server every time: on the hot reads and the writes' short statements that took
// longer than running them (the server's log: parse 0.05 ms + plan 0.08–0.19 ms, execute 0.01–0.06 ms).
// pg prepares a named query once per connection and the server may keep its plan, so repeated
// statements skip both. A name stands for one SQL text for the life of the process (pg refuses one
// name for two texts). Bounded: a text is named the second time it is seen (one-off texts, such as
// an insert of some number of rows, never take a slot), and at most `max` texts are named, so no
// query shape sent from outside can grow the server's memory per connection without end.

/** Gives a statement's name for a SQL text, or "" (PostgreSQL's unnamed statement: parsed every time). */
export type StatementNames = (text: string) => string;

export function statementNames({ max = 200, seenMax = 2000 } = {}): StatementNames {
  const names = new Map<string, string>();
  let seenOnce = new Set<string>();
  return (text) => {
    const name = names.get(text);
    if (name !== undefined) return name;
    if (names.size >= max) return "";
    if (!seenOnce.has(text)) {
      // Forget the texts seen once when too many have come by: the set stays bounded too.
      if (seenOnce.size >= seenMax) seenOnce = new Set();
      seenOnce.add(text);
      return "";
    }
    seenOnce.delete(text);
    const named = `zeglog_${names.size + 1}`;
    names.set(text, named);
    return named;
  };
}
