import type { ReactNode } from "react";
import { PageLoader } from "../../../components/PageLoader.tsx";
import { LoadError } from "../../trips/shared/components/LoadError.tsx";

/** What QueryState reads of a useQuery result. */
interface QueryResult<T> {
  data: T | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

interface QueryStateProps<T> {
  query: QueryResult<T>;
  /** Message id of the error heading. */
  errorTitleId: string;
  children: (data: T) => ReactNode;
}

/** Loading (spinner), failed (message with retry) or the loaded data, for one query. */
export function QueryState<T>({ query, errorTitleId, children }: QueryStateProps<T>) {
  const { data, loading, error } = query;
  if (data !== undefined) return <>{children(data)}</>;
  if (loading || !error) return <PageLoader />;
  return <LoadError titleId={errorTitleId} error={error} onRetry={() => void query.refetch()} />;
}
