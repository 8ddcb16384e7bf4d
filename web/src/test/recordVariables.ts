type Variables = Record<string, unknown>;

/**
 * A mocked response's `variables` matcher: answers only the requests `match` accepts (every one without it)
 * and records their variables in `calls`, so a test can check what the screen sent.
 */
export const recordVariables =
  (calls: Variables[] | undefined, match: (v: Variables) => boolean = () => true) =>
  (v: Variables) => {
    if (!match(v)) return false;
    calls?.push(v);
    return true;
  };
