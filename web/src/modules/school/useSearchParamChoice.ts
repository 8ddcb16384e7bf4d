import { useSearchParams } from "react-router-dom";

/** One of `choices` kept in the URL's `param` (replacing the history entry); the first is the default and leaves the URL bare. */
export function useSearchParamChoice<T extends string>(param: string, choices: readonly [T, ...T[]]): [T, (choice: T) => void] {
  const [params, setParams] = useSearchParams();
  const [fallback] = choices;
  const value = choices.find((choice) => choice === params.get(param)) ?? fallback;
  const choose = (choice: T) => setParams(choice === fallback ? {} : { [param]: choice }, { replace: true });
  return [value, choose];
}
